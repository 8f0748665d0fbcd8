// Validates the environment before start-up: a bad value stops here with the variable's name.
import { EnvError, parseEnv } from "@/lib/env";

try {
  parseEnv(process.env);
} catch (e) {
  if (e instanceof EnvError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
