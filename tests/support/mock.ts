// The mock's own test support (mock-server/tests/support/mock.ts), for the app's tests that
// import it from here.
export * from '../../mock-server/tests/support/mock'
