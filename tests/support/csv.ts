/** A CSV export's pieces (AdminLists.csv) joined into the file's text, without the BOM. */
export async function csvText(pieces: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const piece of pieces) text += piece;
  return text;
}
