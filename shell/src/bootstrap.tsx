import {
  registerDebugHandle,
  readRuntimeConfigFromDocument,
  RuntimeConfigError,
  setRuntimeConfig,
} from '@lender/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { StartupError } from './app/StartupError.tsx';
import { registerRemotesFromConfig } from './federation/remote-loader.ts';

const root = createRoot(document.getElementById('root')!);

try {
  const config = readRuntimeConfigFromDocument();
  setRuntimeConfig(config);
  registerRemotesFromConfig(config);
  registerDebugHandle('shell');
  root.render(<App />);
} catch (error) {
  const problems = error instanceof RuntimeConfigError ? error.problems : [String(error)];
  console.error(error);
  root.render(<StartupError problems={problems} />);
}
