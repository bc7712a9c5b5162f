// Unit tests run beside the server tests on a 2-core machine: give Testing Library's findBy/waitFor more than
// its 1 s default so a loaded machine is not mistaken for a missing element (speed is measured in the bench). The
// first render of a test file also transforms the lazily loaded shell and page modules: 15 s covers that on CI.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
