// A file inside the alpha module, reached from outside only through its face (index.ts).
export const alphaName = 'alpha';
