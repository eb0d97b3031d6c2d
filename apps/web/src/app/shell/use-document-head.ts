// The document's title, icon and theme colour follow the configuration (a microsite's name and square
// logo replace the product's) and the route's tone (the home page's brand colour).
import { useEffect } from 'react';

export const DEFAULT_ICON = '/img/logo/favicon.png';

function setHeadElement(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
}

export function useDocumentHead({ title, icon, themeColor }: { title: string; icon: string; themeColor: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    setHeadElement(
      'link[rel="icon"]',
      () => Object.assign(document.createElement('link'), { rel: 'icon' }),
      'href',
      icon,
    );
  }, [icon]);

  useEffect(() => {
    setHeadElement(
      'meta[name="theme-color"]',
      () => Object.assign(document.createElement('meta'), { name: 'theme-color' }),
      'content',
      themeColor,
    );
  }, [themeColor]);
}
