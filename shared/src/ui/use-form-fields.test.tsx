import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormFields } from './use-form-fields.ts';

/** Two fields; the buttons check both, check only the first, or clear the second. */
function TwoFields({ focus }: { focus?: 'first' | 'second' }) {
  const form = useFormFields<'first' | 'second'>({ focus });
  const field = (name: 'first' | 'second') => {
    const { error, inputRef } = form.field(name);
    return (
      <>
        <input aria-label={name} ref={inputRef} aria-invalid={error ? true : undefined} />
        {error ? <p>{error}</p> : null}
      </>
    );
  };
  return (
    <>
      {field('first')}
      {field('second')}
      <button onClick={() => form.check({ first: null, second: 'Second is wrong.' })}>only second</button>
      <button onClick={() => form.check({ first: 'First is wrong.', second: 'Second is wrong.' })}>
        both
      </button>
      <button onClick={() => form.check({ first: null })}>first fixed</button>
      <button onClick={() => form.clear('second')}>clear second</button>
    </>
  );
}

describe('useFormFields', () => {
  it('shows each problem under its field and focuses the first invalid one, in the order given', async () => {
    render(<TwoFields />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'only second' }));
    expect(screen.getByText('Second is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('second')).toHaveFocus();
    expect(screen.getByLabelText('first')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'both' }));
    expect(screen.getByLabelText('first')).toHaveFocus();
    expect(screen.getByText('First is wrong.')).toBeInTheDocument();
  });

  it('checks some fields without forgetting the others, and clears one field', async () => {
    render(<TwoFields />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'both' }));
    await user.click(screen.getByRole('button', { name: 'first fixed' }));
    expect(screen.queryByText('First is wrong.')).not.toBeInTheDocument();
    expect(screen.getByText('Second is wrong.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'clear second' }));
    expect(screen.queryByText('Second is wrong.')).not.toBeInTheDocument();
  });

  it('focuses the named field when the form appears', () => {
    render(<TwoFields focus="second" />);
    expect(screen.getByLabelText('second')).toHaveFocus();
  });
});
