// main.tsx imports this first, before React and the router: a signed-in page loaded cold (a reload, a link) asks for
// the permissions as soon as the entry script starts, instead of once React, the router and the route table have
// been set up (~70 ms of the entry's evaluation on the bench's machine). What a page asks for depends on
// them: the consumer page's early request waits for this answer, and the shell's own call takes it.
import { isLoginPath } from '../paths';
import { consoleStore } from './console-store';
import { loadProfile } from './session';

if (consoleStore.getState().user.userId && !isLoginPath(window.location.pathname))
  void loadProfile({ clearOnAnyFailure: false });
