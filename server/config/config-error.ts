/** A configuration the server must not start with; its message names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}
