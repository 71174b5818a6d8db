#!/usr/bin/env node
// `pnpm evaluate`: see evaluate-command.ts.
import { evaluateCommand } from './evaluate-command.js';

evaluateCommand(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
