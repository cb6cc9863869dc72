// Runs before each api test file: every test api checks its answers against their routes' response
// schemas, and a test fails on any answer that differs (test/response-schemas.ts).
import { afterAll, afterEach, expect } from 'vitest';
import { checkEveryTestApi } from './harness.ts';
import { checkAnswers, takeMismatches } from './response-schemas.ts';

checkEveryTestApi(checkAnswers);

const noMismatch = () => expect(takeMismatches(), "answers that differ from their route's response schema").toEqual([]);
afterEach(noMismatch);
afterAll(noMismatch);
