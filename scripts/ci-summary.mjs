#!/usr/bin/env node
// Adds up the JSON reports of Vitest and Playwright into one closing line, "N passed, N failed",
// after naming each failed test with the first line of its error: the log's tail is often all
// that is kept of a CI run, so it must say what failed.
import { existsSync, readFileSync } from "node:fs";

const firstLine = (text) =>
  String(text ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? "";

/** Playwright nests suites (file → describe) whose specs hold one test per project. */
function playwrightFailures(suites, titles = []) {
  const failures = [];
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const result = test.results?.at(-1);
        failures.push(`${[...path, spec.title].join(" › ")}: ${firstLine(result?.error?.message)}`);
      }
    }
    failures.push(...playwrightFailures(suite.suites, path));
  }
  return failures;
}

function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map((test) => `${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
  );
}

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    // A runner that never started (an earlier one failed first) wrote no report: that fails the run.
    console.log(`${file}: no report (the runner did not run)`);
    missing++;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  let failures;
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    failures = playwrightFailures(report.suites);
    console.log(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed`);
  } else {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    failures = vitestFailures(report);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
console.log(`total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || missing > 0 || passed === 0 ? 1 : 0);
