import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installPreloadErrorHandler } from './app/chunk-reload.ts';
import { createAppRouter } from './app/router.tsx';
import './index.css';
import { syncTokensAcrossTabs } from './lib/session/auth-store.ts';

installPreloadErrorHandler();
syncTokensAcrossTabs();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root がありません');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
