// @vitest-environment jsdom
// A code's name for a sentence: the catalogue's label in the active language, the code itself when it has none.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeLabel, codeLabelText } from '../../src/app/ui/code-label';

describe('code labels', () => {
  afterEach(cleanup);

  it('names a known code in Japanese and keeps an unknown one as it is', () => {
    expect(codeLabelText('assessmentKind', 'credit')).toBe('与信審査');
    expect(codeLabelText('assessmentKind', 'someday_kind')).toBe('someday_kind');
  });

  it('shows the name with the code in its tooltip, and an unknown code marked as code', () => {
    render(
      <>
        <CodeLabel group="assessmentKind" code="fraud" />
        <CodeLabel group="assessmentKind" code="someday_kind" />
      </>,
    );
    expect(screen.getByText('不正審査').getAttribute('title')).toBe('fraud');
    expect(screen.getByText('someday_kind').tagName).toBe('CODE');
  });
});
