// The stylesheet as text for the server entry, which inlines it into every page. Only the
// server imports this; the browser bundle never carries the text twice.
export { default as inlineStylesheet } from "./app.css?inline";
