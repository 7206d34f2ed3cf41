/**
 * `notify` shows a toast; `ToasterHost`, mounted once by the shell, renders them.
 * The toaster (Chakra's toast machinery, about 10 KB gzipped) is loaded on the
 * first toast, not with the page: most visits to the login page never show one.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type * as ToasterModuleNamespace from './toaster.tsx';

export const TOAST_MAX_VISIBLE = 5;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  kind: ToastKind;
  title: string;
  description?: string;
  /** Milliseconds; errors stay until dismissed. */
  duration?: number;
}

type ToasterModule = typeof ToasterModuleNamespace;

let loading: Promise<ToasterModule> | null = null;
const hosts = new Set<(module: ToasterModule) => void>();

export function loadToaster(): Promise<ToasterModule> {
  if (!loading) {
    loading = import('./toaster.tsx');
    loading.then(
      (module) => hosts.forEach((host) => host(module)),
      () => {
        loading = null; // a later toast tries again
      },
    );
  }
  return loading;
}

/** Removes every toast, if the toaster was ever loaded (the test set-up, between tests). */
export async function removeAllToasts(): Promise<void> {
  if (loading) (await loading).toaster.remove();
}

export async function notify(notice: Notice): Promise<string> {
  const { createToast } = await loadToaster();
  return createToast(notice);
}

export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    const show = (module: ToasterModule) => setToaster(() => module.Toaster);
    hosts.add(show);
    if (loading) void loading.then(show, () => undefined);
    return () => {
      hosts.delete(show);
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
