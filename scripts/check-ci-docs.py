#!/usr/bin/env python3
"""Checks the CI examples of docs/ci.md and runs their shell steps, as far as a Linux machine offline allows.

Usage: check-ci-docs.py BIN_DIR [ARCHIVE]
  BIN_DIR  a folder with a built `typeramp` and its TypeRamp_TypeRampFonts resource bundle (.build/debug)
  ARCHIVE  a release archive (`make dist`); without one, an archive of BIN_DIR in the same layout is made

Each block follows a `<!-- ci: NAME -->` marker: `typeramp-yml` (the project's configuration), `github-workflow`,
`shell`. The workflow is parsed with PyYAML and checked against the rules of GitHub's workflow syntax that a typo breaks
(jobs with runs-on and steps, each step exactly one of run/uses, actions pinned to a major version, known `if:`
functions). Then each Linux job runs its `run:` steps with bash -eo pipefail in a workspace holding the configuration
and examples/swiftui as App/, with GITHUB_PATH, GITHUB_ENV and GITHUB_STEP_SUMMARY honoured as GitHub does; `uses:` steps
and the download step are skipped with the reason (they need GitHub or the network; the cache is a miss and the
archive is put in place instead). Jobs on macOS are checked, not run. The shell script runs in a workspace of its own.
Prints a JSON report (steps run, skipped with reasons, outcomes); exits 1 on any failure.
"""
import atexit
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

import yaml

# Every temporary folder this check makes is removed when it exits (a run leaves nothing in the temporary directory).
_TEMPORARY = []


def temporary_folder(prefix="typeramp-ci-"):
    folder = tempfile.mkdtemp(prefix=prefix)
    _TEMPORARY.append(folder)
    return folder


atexit.register(lambda: [shutil.rmtree(f, ignore_errors=True) for f in _TEMPORARY])

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def blocks(text):
    found = {}
    for m in re.finditer(r"<!-- ci: ([a-z-]+) -->\n```[a-z]*\n(.*?)```", text, re.S):
        found[m.group(1)] = m.group(2)
    return found


def fail(message):
    print("check-ci-docs: " + message, file=sys.stderr)
    sys.exit(1)


def check_workflow(wf):
    problems = []
    # PyYAML reads the bare key `on` as the boolean true (YAML 1.1), as GitHub's parser does not; accept both.
    triggers = wf.get("on", wf.get(True))
    if not triggers:
        problems.append("no 'on' triggers")
    jobs = wf.get("jobs") or {}
    if not jobs:
        problems.append("no jobs")
    for name, job in jobs.items():
        if "runs-on" not in job:
            problems.append(f"job {name}: no runs-on")
        for need in job.get("needs", []) if isinstance(job.get("needs"), list) else [job.get("needs")] if job.get("needs") else []:
            if need not in jobs:
                problems.append(f"job {name}: needs unknown job {need}")
        steps = job.get("steps") or []
        if not steps:
            problems.append(f"job {name}: no steps")
        ids = set()
        for i, step in enumerate(steps):
            where = f"job {name} step {i + 1} ({step.get('name', step.get('uses', step.get('run', '')[:30]))})"
            unknown = set(step) - {"name", "id", "if", "uses", "with", "run", "env", "shell", "working-directory", "continue-on-error", "timeout-minutes"}
            if unknown:
                problems.append(f"{where}: unknown keys {sorted(unknown)}")
            if ("uses" in step) == ("run" in step):
                problems.append(f"{where}: needs exactly one of run and uses")
            if "uses" in step and not re.fullmatch(r"[\w.-]+/[\w./-]+@v\d+", step["uses"]):
                problems.append(f"{where}: '{step['uses']}' is not pinned to a major version (owner/repo@vN)")
            if "with" in step and "uses" not in step:
                problems.append(f"{where}: 'with' without 'uses'")
            if "id" in step:
                ids.add(step["id"])
            cond = str(step.get("if", ""))
            for ref in re.findall(r"steps\.([\w-]+)\.", cond):
                if ref not in ids:
                    problems.append(f"{where}: if refers to step '{ref}' not defined before it")
            for fn in re.findall(r"(\w+)\(\)", cond):
                if fn not in ("always", "success", "failure", "cancelled"):
                    problems.append(f"{where}: unknown status function {fn}()")
    return problems


def expression_value(expr, env):
    expr = expr.strip()
    known = {
        "runner.os": "Linux", "runner.arch": "X64", "vars.TYPERAMP_ARCHIVE_URL": "", "vars.TYPERAMP_REPOSITORY": "",
    }
    if expr.startswith("env."):
        return env.get(expr[4:], "")
    if expr in known:
        return known[expr]
    return None


def substitute(text, env):
    unknown = []

    def repl(m):
        value = expression_value(m.group(1), env)
        if value is None:
            unknown.append(m.group(1).strip())
            return ""
        return value

    return re.sub(r"\$\{\{(.*?)\}\}", repl, text), unknown


def condition_holds(cond, failed, outputs):
    if cond is None:
        return not failed
    cond = str(cond)
    if "always()" in cond:
        return True
    if "failure()" in cond:
        return failed
    if failed:
        return False
    m = re.fullmatch(r"\s*steps\.([\w-]+)\.outputs\.([\w-]+)\s*(==|!=)\s*'([^']*)'\s*", cond)
    if m:
        value = outputs.get(m.group(1), {}).get(m.group(2), "")
        return (value == m.group(4)) == (m.group(3) == "==")
    return "success()" in cond


def make_archive(bin_dir, dest):
    """An archive of BIN_DIR in `make dist`'s layout (the test's stand-in for a release archive)."""
    stage = tempfile.mkdtemp()
    root = os.path.join(stage, "typeramp-dev-linux")
    os.makedirs(os.path.join(root, "bin"))
    os.makedirs(os.path.join(root, "share", "typeramp"))
    shutil.copy2(os.path.join(bin_dir, "typeramp"), os.path.join(root, "bin"))
    bundles = [n for n in os.listdir(bin_dir) if n.endswith("_TypeRampFonts.resources") or n.endswith("_TypeRampFonts.bundle")]
    if not bundles:
        fail(f"no TypeRampFonts resource bundle in {bin_dir}")
    for n in bundles:
        shutil.copytree(os.path.join(bin_dir, n), os.path.join(root, "bin", n))
    shutil.copy2(os.path.join(REPO, "ci", "typeramp-problem-matcher.json"), os.path.join(root, "share", "typeramp"))
    shutil.copy2(os.path.join(REPO, "scripts", "install.sh"), root)
    with tarfile.open(dest, "w:gz") as tar:
        tar.add(root, arcname="typeramp-dev-linux")
    shutil.rmtree(stage)


def workspace(config, archive):
    ws = temporary_folder("typeramp-ci-")
    shutil.copytree(os.path.join(REPO, "examples", "swiftui"), os.path.join(ws, "App"))
    os.makedirs(os.path.join(ws, "App", "Sources", "Generated"))
    # A file the configuration excludes: if it were audited, its finding would show.
    with open(os.path.join(ws, "App", "Sources", "Generated", "Excluded.swift"), "w") as f:
        f.write('import SwiftUI\nstruct Excluded: View {\n    var body: some View { Text("Generated").font(.system(size: 9)) }\n}\n')
    with open(os.path.join(ws, ".typeramp.yml"), "w") as f:
        f.write(config)
    shutil.copy2(archive, os.path.join(ws, "typeramp.tar.gz"))
    return ws


def clean_env(ws):
    env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")}
    env["PATH"] = "/usr/local/bin:/usr/bin:/bin"  # no toolchain: the workflow installs what it runs
    env["HOME"] = os.path.join(ws, ".home")
    env.pop("CI", None)  # the install step installs system packages only on a real CI runner
    os.makedirs(env["HOME"], exist_ok=True)
    return env


def run_job(name, job, config, archive, report):
    ws = workspace(config, archive)
    runner_temp = temporary_folder("runner-temp-")
    files = {k: os.path.join(runner_temp, k.lower()) for k in ("GITHUB_PATH", "GITHUB_ENV", "GITHUB_STEP_SUMMARY", "GITHUB_OUTPUT")}
    env = clean_env(ws)
    env.update(job.get("env") or {})
    for k, v in list(env.items()):
        env[k], _ = substitute(str(v), env)
    env.update(files)
    env.update({"GITHUB_WORKSPACE": ws, "RUNNER_TEMP": runner_temp, "RUNNER_OS": "Linux", "GITHUB_ACTIONS": "true"})
    extra_path = []
    failed = False
    outputs = {}
    steps = []
    audit = None
    for step in job["steps"]:
        label = step.get("name") or step.get("uses") or step["run"].split("\n")[0]
        if not condition_holds(step.get("if"), failed, outputs):
            steps.append({"step": label, "outcome": "not run (its if: is false)"})
            continue
        if "uses" in step:
            steps.append({"step": label, "outcome": "skipped", "reason": f"{step['uses']} runs only on GitHub's runners"})
            continue
        script, unknown = substitute(step["run"], env)
        if unknown:
            steps.append({"step": label, "outcome": "skipped", "reason": f"needs expressions only GitHub knows: {unknown}"})
            continue
        if re.search(r"\bcurl\b", script):
            steps.append({"step": label, "outcome": "skipped", "reason": "downloads the archive (no network here); the test's archive is in place"})
            continue
        # GitHub gives each step new GITHUB_PATH and GITHUB_ENV files; the step summary grows over the job.
        for key in ("GITHUB_PATH", "GITHUB_ENV", "GITHUB_OUTPUT"):
            open(files[key], "w").close()
        step_env = dict(env)
        step_env.update({k: str(v) for k, v in (step.get("env") or {}).items()})
        step_env["PATH"] = ":".join(extra_path + [env["PATH"]])
        proc = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], cwd=ws, env=step_env,
                              capture_output=True, text=True)
        with open(files["GITHUB_PATH"]) as f:
            extra_path = [line.strip() for line in f if line.strip()][::-1] + extra_path
        with open(files["GITHUB_ENV"]) as f:
            for line in f:
                if "=" in line:
                    k, v = line.rstrip("\n").split("=", 1)
                    env[k] = v
        entry = {"step": label, "outcome": "ran", "status": proc.returncode}
        steps.append(entry)
        if "typeramp audit" in script:
            audit = {"status": proc.returncode, "stdout": proc.stdout, "stderr": proc.stderr}
        elif proc.returncode != 0:
            entry["stderr"] = proc.stderr[-2000:]
        if proc.returncode != 0:
            failed = True
    summary = open(files["GITHUB_STEP_SUMMARY"]).read() if os.path.exists(files["GITHUB_STEP_SUMMARY"]) else ""
    report["jobs"][name] = {"steps": steps, "summary": summary}
    return ws, audit, steps, summary


def main():
    if len(sys.argv) < 2:
        fail(__doc__)
    bin_dir = sys.argv[1]
    text = open(os.path.join(REPO, "docs", "ci.md")).read()
    found = blocks(text)
    for needed in ("typeramp-yml", "github-workflow", "shell"):
        if needed not in found:
            fail(f"docs/ci.md has no block after <!-- ci: {needed} -->")
    config = found["typeramp-yml"]
    yaml.safe_load(config)
    workflow = yaml.safe_load(found["github-workflow"])
    problems = check_workflow(workflow)
    if problems:
        fail("the workflow is not valid: " + "; ".join(problems))
    tmp = temporary_folder("typeramp-ci-archive-")
    archive = sys.argv[2] if len(sys.argv) > 2 else os.path.join(tmp, "typeramp.tar.gz")
    if len(sys.argv) <= 2:
        make_archive(bin_dir, archive)
    report = {"jobs": {}, "skipped_jobs": {}, "checks": []}
    errors = []
    for name, job in workflow["jobs"].items():
        if not str(job["runs-on"]).startswith("ubuntu"):
            report["skipped_jobs"][name] = f"runs on {job['runs-on']}: only Linux jobs run here (checked, not run)"
            continue
        ws, audit, steps, summary = run_job(name, job, config, archive, report)
        if audit is None:
            errors.append(f"job {name}: no typeramp audit step ran: {steps}")
            continue
        # The example app has planted problems with errors among them: exit 2, annotations at its Swift lines.
        if audit["status"] != 2:
            errors.append(f"job {name}: the audit exited {audit['status']}, expected 2: {audit['stderr'][-2000:]}")
        annotations = [l for l in audit["stdout"].splitlines() if l.startswith("::")]
        if not annotations:
            errors.append(f"job {name}: no annotations in the audit's output")
        for line in annotations:
            m = re.match(r"::(error|warning|notice) file=([^,]+),line=(\d+)", line)
            if not m:
                errors.append(f"job {name}: not an annotation with file and line: {line[:120]}")
                continue
            if not os.path.isfile(os.path.join(ws, m.group(2))):
                errors.append(f"job {name}: annotation names {m.group(2)}, not a file of the repository")
            if "Generated" in m.group(2):
                errors.append(f"job {name}: an excluded file was audited: {m.group(2)}")
        for out in ("typeramp.sarif", "typeramp.json", "typeramp-report/index.html"):
            if not os.path.isfile(os.path.join(ws, out)):
                errors.append(f"job {name}: {out} was not written")
        sarif = json.load(open(os.path.join(ws, "typeramp.sarif"))) if os.path.isfile(os.path.join(ws, "typeramp.sarif")) else {}
        if sarif.get("version") != "2.1.0":
            errors.append(f"job {name}: typeramp.sarif is not SARIF 2.1.0")
        if "errors" not in summary:
            errors.append(f"job {name}: the step summary was not written: {summary!r}")
        report["checks"].append(f"job {name}: audit exit 2, {len(annotations)} annotations at files of the workspace, SARIF, JSON and HTML written, step summary")
    # The shell script.
    ws = workspace(config, archive)
    env = clean_env(ws)
    script = os.path.join(ws, "typeramp-ci.sh")
    with open(script, "w") as f:
        f.write(found["shell"])
    proc = subprocess.run(["sh", script], cwd=ws, env=env, capture_output=True, text=True)
    if proc.returncode != 2:
        errors.append(f"shell: exit {proc.returncode}, expected 2 (the example's errors): {proc.stderr[-2000:]}")
    for out in ("typeramp-junit.xml", "typeramp.sarif", "typeramp-report/index.html"):
        if not os.path.isfile(os.path.join(ws, out)):
            errors.append(f"shell: {out} was not written")
    report["checks"].append(f"shell: exit {proc.returncode}, JUnit, SARIF and HTML written")
    print(json.dumps(report, indent=2))
    if errors:
        fail("\n".join(errors))


if __name__ == "__main__":
    main()
