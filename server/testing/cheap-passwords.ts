// Set up before each integration test file (vite.config.ts, the `server` tier): passwords are hashed at a test
// cost. The real cost is proven by server/auth/passwords.test.ts, in the unit tier, which this does not touch.
import { hashAtTestCost } from '../auth/passwords.ts';

hashAtTestCost();
