import { act, render, screen } from '@testing-library/react';
import { isDialogOpen, useDialogOpen } from './dialog-watch.ts';

describe('isDialogOpen: what counts as a dialog in the page', () => {
  it.each([
    ['nothing', '<main><p>Page</p></main>', false],
    ['a native dialog, open (ModalDialog, the wallet modal)', '<dialog open>Sign</dialog>', true],
    ['a native dialog, closed', '<dialog>Sign</dialog>', false],
    ['an element with role dialog', '<div role="dialog">Consent</div>', true],
    ['an element with role alertdialog', '<div role="alertdialog">Sure?</div>', true],
    ['a hidden role dialog', '<div role="dialog" hidden>Consent</div>', false],
  ])('%s → %s', (_, html, expected) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(isDialogOpen(root)).toBe(expected);
  });
});

function Probe({ watch }: { watch: boolean }) {
  return <p>{useDialogOpen(watch) ? 'dialog open' : 'no dialog'}</p>;
}

describe('useDialogOpen: follows dialogs opening and closing while it is asked to', () => {
  it('sees a dialog open and the last one close', async () => {
    render(<Probe watch />);
    const first = document.body.appendChild(document.createElement('dialog'));
    const second = document.body.appendChild(document.createElement('div'));
    await act(async () => undefined);
    expect(screen.getByText('no dialog')).toBeInTheDocument();
    // Opened once it is in the page, as showModal() does.
    await act(async () => first.setAttribute('open', ''));
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    await act(async () => second.setAttribute('role', 'alertdialog'));
    await act(async () => first.removeAttribute('open'));
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    await act(async () => second.remove());
    expect(screen.getByText('no dialog')).toBeInTheDocument();
    first.remove();
  });

  it('watches only while asked to, and stops watching after', () => {
    const observe = jest.spyOn(MutationObserver.prototype, 'observe');
    const disconnect = jest.spyOn(MutationObserver.prototype, 'disconnect');
    try {
      const { rerender, unmount } = render(<Probe watch={false} />);
      expect(observe).not.toHaveBeenCalled();
      rerender(<Probe watch />);
      expect(observe).toHaveBeenCalledTimes(1);
      rerender(<Probe watch={false} />);
      expect(disconnect).toHaveBeenCalledTimes(1);
      unmount();
      expect(observe).toHaveBeenCalledTimes(1);
    } finally {
      observe.mockRestore();
      disconnect.mockRestore();
    }
  });

  it('says no dialog while not watching, even with one open', () => {
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    render(<Probe watch={false} />);
    expect(screen.getByText('no dialog')).toBeInTheDocument();
    dialog.remove();
  });
});
