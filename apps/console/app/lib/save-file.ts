/** Hands the browser a file to save (a CSV made or fetched by the page) under `name`. */
export function saveFile(content: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(content);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
