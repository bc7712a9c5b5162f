// Unit tests run beside the server tests on a 2-core machine: give Testing Library's findBy/waitFor more than
// its 1 s default so a loaded machine is not mistaken for a missing element (speed is measured in the bench). The
// first render of a test file also transforms the lazily loaded shell and page modules: 15 s covers that on CI.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });

// The console's texts in Japanese, the language the unit tests assert (docs/decisions.md, "Languages"): the
// compiled catalogue (both parts) installed at once, as the signed-in shell would have loaded it.
import jaSignIn from '../../../src/i18n/compiled/ja-sign-in.json';
import jaConsole from '../../../src/i18n/compiled/ja-console.json';
import { i18n, installCatalogue } from '../../../src/i18n/i18n';
import { installSignInTexts } from '../../../src/i18n/sign-in-texts';

installSignInTexts('ja', jaSignIn);
installCatalogue('ja', jaSignIn, jaConsole);
i18n.activate('ja');
