/** A web storage that refuses every call, as private browsing or a full quota can. */
export function refusingStorage(): Storage {
  const refuse = () => {
    throw new Error('storage refused');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse, key: refuse, length: 0 };
}
