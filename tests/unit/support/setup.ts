// Unit tests run beside the server tests on a 2-core machine: give Testing Library's findBy/waitFor more than
// its 1 s default so a loaded machine is not mistaken for a missing element (speed is measured in the bench).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
