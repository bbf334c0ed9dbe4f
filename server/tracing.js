// OpenTelemetry traces, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (server.js imports
// this module then, and only then): a server span per request, with its route and request id,
// and a client span per backend call beneath it (undici's fetch, traceparent sent along).
// The exporter reads the standard OTEL_* settings (endpoint, headers, batch delay).
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { registerInstrumentations } from '@opentelemetry/instrumentation'
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node'

import { routeLabelOf } from './request-log.js'

/**
 * Starts the tracer; its middleware opens each request's span.
 * @param {{ serviceName: string, serviceVersion: string }} options
 */
export function startTracing({ serviceName, serviceVersion }) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || serviceName,
      'service.version': serviceVersion,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  })
  provider.register()
  registerInstrumentations({ instrumentations: [new UndiciInstrumentation()] })
  const tracer = trace.getTracer(serviceName, serviceVersion)

  /** @type {import('express').RequestHandler} */
  const middleware = (req, res, next) => {
    // a trace context from the open internet is not ours to continue: only a trusted proxy's
    const trusted = req.app.get('trust proxy fn')(req.socket.remoteAddress, 0)
    const parent = trusted ? propagation.extract(context.active(), req.headers) : context.active()
    const span = tracer.startSpan(
      req.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          'url.path': req.path,
          'request.id': String(req.id),
        },
      },
      parent,
    )
    res.once('close', () => {
      const route = routeLabelOf(res)
      span.updateName(`${req.method} ${route}`)
      span.setAttribute('http.route', route)
      span.setAttribute('http.response.status_code', res.statusCode)
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    })
    context.with(trace.setSpan(parent, span), next)
  }
  return { middleware, shutdown: () => provider.shutdown() }
}
