import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import { render as renderInEnglish, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import hindiUi from '../../i18n/messages/hi/public/ui.json';
import { Dialog } from './dialog';
import { MoveButtons } from './move-buttons';
import { LoadingMessage } from './status-message';

// The UI kit's own words follow the page's language (issue 18); the caller's words stay theirs.
// (components/ may not import the test helpers: the Hindi i18n is made here from its catalog.)
function renderInHindi(ui: ReactNode) {
  const i18n = setupI18n({
    locale: 'hi',
    messages: { hi: hindiUi },
    missing: (_locale, id) => {
      throw new Error(`No hi message for "${id}"`);
    },
  });
  i18n.setMessagesCompiler(compileMessage);
  return renderInEnglish(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('the UI kit in Hindi', () => {
  it('names the dialog’s close button in Hindi', () => {
    renderInHindi(
      <Dialog open title="आवेदन वापस लें?" onClose={() => undefined}>
        <p>text</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'आवेदन वापस लें?' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'बंद करें' }));
  });

  it('names the move buttons and the loading message in Hindi', () => {
    renderInHindi(
      <>
        <MoveButtons index={0} count={2} name="Spring album" onMove={() => undefined} />
        <LoadingMessage />
      </>,
    );
    expect(screen.getByRole('button', { name: 'ऊपर ले जाएँ Spring album' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'नीचे ले जाएँ Spring album' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है...');
  });

  it('keeps the English words in English', () => {
    renderInEnglish(
      <Dialog open title="Withdraw?" onClose={() => undefined}>
        <LoadingMessage />
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
