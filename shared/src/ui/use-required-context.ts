import { useContext, type Context } from 'react';

/**
 * Reads a context that has no sensible default. Used outside its provider it
 * throws an error naming the missing provider, instead of failing later on null.
 */
export function useRequiredContext<T>(context: Context<T | null>, hookName: string): T {
  const value = useContext(context);
  if (value === null) {
    const provider = context.displayName ?? 'its provider';
    throw new Error(`${hookName} must be used inside <${provider}>: the ${provider} is missing`);
  }
  return value;
}
