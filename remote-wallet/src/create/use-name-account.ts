/**
 * The naming page's controller: the name, what its field says, the submit (create, then
 * select the new account when ./create-account.ts says so, then move on) and Back. The
 * page (./NameAccountPage.tsx) renders what it returns. A failed create says so on the
 * field and keeps the name; a failed selection leaves the person a way on.
 */
import {
  isAccountNameSubmitDisabled,
  paths,
  useFormFields,
  useNavigate,
  useSingleFlight,
  useStartupParams,
} from '@lender/shared';
import { useState } from 'react';
import { createWalletAccount, selectNewAccount } from '../calls/create-calls.ts';
import { accountNameProblem, afterCreate, submitProblem, withRedirect } from './create-account.ts';
import { emptyNameProblem, nameEditAfter, UNTOUCHED, type NameFieldEvent } from './name-field.ts';

export function useNameAccount() {
  const navigate = useNavigate();
  const { redirectUrl } = useStartupParams();
  const [name, setName] = useState('');
  const [edit, setEdit] = useState(UNTOUCHED);
  const [selectFailed, setSelectFailed] = useState(false);
  const form = useFormFields<'name'>({ focus: 'name' });
  const noted = (event: NameFieldEvent) => setEdit((current) => nameEditAfter(current, event));

  const [submitting, submit] = useSingleFlight(async () => {
    if (!form.check({ name: accountNameProblem(name) })) return;
    const created = await createWalletAccount(name.trim());
    if (!created.ok) return void form.check({ name: submitProblem(created.error) });
    const next = afterCreate(redirectUrl);
    if (next.selectNew && !(await selectNewAccount(created.address))) return setSelectFailed(true);
    void navigate(next.to);
  });

  return {
    /** The name as it was created (shown when the selection failed). */
    createdName: name.trim(),
    selectFailed,
    submitting,
    submit,
    submitDisabled: isAccountNameSubmitDisabled(name),
    /** Spread into the name's TextField; an edit that leaves it empty says so before any submit. */
    field: {
      value: name,
      onChange: (value: string) => {
        setName(value);
        noted('change');
      },
      error: emptyNameProblem(name, edit) ?? form.errors.name,
      inputRef: form.field('name').inputRef,
    },
    /** The person left the field. */
    leaveField: () => noted('blur'),
    back: () => void navigate(withRedirect(paths.createWallet, redirectUrl)),
  };
}
