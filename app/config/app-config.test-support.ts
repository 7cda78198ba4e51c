/** Puts the page's #app-config block (app/config/env.ts reads it) into jsdom, naming the service origin the checkout calls. */
export function installAppConfig(serviceOrigin: string): void {
  const block = document.createElement('script');
  block.id = 'app-config';
  block.type = 'application/json';
  block.textContent = JSON.stringify({ serviceOrigin, assetOrigin: 'https://assets.example.com' });
  document.head.append(block);
}
