// The fuzzers' settings (fast-check): FUZZ_SEED picks the cases, FUZZ_RUNS how many per
// endpoint, action or loader. The default keeps `npm test` quick; a deep run sets it higher
// (README, "Testing").
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_240_610)
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 10)
