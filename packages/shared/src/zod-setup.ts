import { config } from 'zod/v4/core';

// Zod probes whether it may compile validators with `new Function`; under the pages' content
// security policy that probe is reported as a violation. Validate without it everywhere.
config({ jitless: true });
