// The header's search box (document 1 §2): Enter normalises a phone number, stores the keyword (the box keeps the
// text as typed) and opens its
// search at `/search?q=<keyword>` (a new history entry, so back and forward move between searches); the search
// page then opens the first tab with hits. An unchanged keyword does nothing, except on the search
// page, where it asks the page to run the search again if it failed. `/` focuses it (shortcuts).
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalisePhoneSearch } from '../../shared/phone';
import { SEARCH_KEYWORD_MIN_LENGTH } from '../../shared/search-keyword';
import { useT } from '../../i18n/use-t';
import { paths } from '../paths';
import { HEADER_SEARCH_ATTRIBUTE } from './keyboard/header-search-focus';
import { consoleStore, useSearchKeyword } from '../state/console-store';

export type SearchSubmitOutcome = 'too-short' | 'unchanged' | 'searched';

/** The search rule, apart from React: what Enter does with the typed text. */
export function decideSearch(typed: string, currentKeyword: string) {
  const keyword = normalisePhoneSearch(typed);
  if (keyword.length < SEARCH_KEYWORD_MIN_LENGTH) return { outcome: 'too-short' as const, keyword };
  if (keyword === currentKeyword) return { outcome: 'unchanged' as const, keyword };
  return { outcome: 'searched' as const, keyword };
}

export function SearchBox() {
  const t = useT();
  const keyword = useSearchKeyword();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  const [tooShort, setTooShort] = useState(false);
  const hintId = useId();

  // The keyword can change elsewhere (the logo clears it): the box follows.
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setText(keyword);
    setTooShort(false);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const decision = decideSearch(text, keyword);
    setTooShort(decision.outcome === 'too-short');
    const onSearchPage = location.pathname === paths.search.pattern;
    if (decision.outcome === 'unchanged' && onSearchPage) consoleStore.requestSearchAgain();
    if (decision.outcome !== 'searched') return;
    // The box keeps what was typed (090…, not the 81… form searched for): the keyword changed here, not elsewhere.
    setShownKeyword(decision.keyword);
    consoleStore.setKeyword(decision.keyword);
    // The keys of the results (j/k, [ ]) work at once: the search page takes the focus (search-pages.tsx).
    (event.currentTarget as HTMLFormElement).querySelector('input')?.blur();
    navigate(paths.search.results(decision.keyword));
  };

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <input
        type="search"
        className="search-box__input"
        {...{ [HEADER_SEARCH_ATTRIBUTE]: '' }}
        aria-label={t('shell.searchLabel')}
        placeholder={t('shell.searchHint')}
        title={t('shell.searchHint')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (tooShort) setTooShort(false);
        }}
        aria-invalid={tooShort || undefined}
        aria-describedby={tooShort ? hintId : undefined}
        enterKeyHint="search"
      />
      {tooShort && (
        <p id={hintId} className="search-box__hint" role="alert">
          {t('shell.searchHint')}
        </p>
      )}
    </form>
  );
}
