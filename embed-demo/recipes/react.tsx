import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Recipe } from './Recipe.tsx';

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <Recipe />
  </StrictMode>,
);
