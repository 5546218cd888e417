/** The typing suite (issue 14) on the undergraduate variant: see harness/person-journey.ts. */
import { typingSuite } from './harness/person-journey.ts';

typingSuite('undergraduate');
