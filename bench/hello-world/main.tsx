/** The baseline of `npm run bench`: the smallest React 19 page, built and served like the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <h1>Hello world</h1>
  </StrictMode>,
);
