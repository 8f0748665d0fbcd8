/**
 * Deterministic data of the "builds" fixture world: a CI/CD service (GitLab-CI / Jenkins-like) of an
 * engineering organisation. "Today" is 2025-10-01 (a Wednesday; AGENT_TODAY), "now" 2025-10-01T12:00:00Z.
 * 12 projects (paths `group/name`), 30 users (two named Daniel Kim: @dkim on Platform, @daniel.kim on
 * Mobile), ~2,000 pipelines over the year before today (ids 2813 … 4812, increasing with time), jobs for
 * every pipeline (derived from its id), 10 runners (3 offline, 1 paused), 4 environments per deployable
 * project (production, staging, qa, review), deployments, pipeline schedules.
 * Fixed points the questions name (printed by `node --import tsx tests/conformance/servers/builds-data.ts`):
 * - the latest pipeline #4812 (platform/api-gateway, main, failed, yesterday 14:02 UTC, by Ana Souza);
 * - failed pipelines on main yesterday (2025-09-30) in several projects;
 * - runners docker-linux-04, macos-m1-01 and windows-01 offline; gpu-runner-01 paused;
 * - Ana Souza (@asouza) triggered the last production deployment of api-gateway.
 * Everything else is seeded noise.
 */
import { pathToFileURL } from "node:url";
import { createRng } from "@/demo/commerce/prng";

export const BUILDS_TODAY = "2025-10-01";
export const BUILDS_NOW = `${BUILDS_TODAY}T12:00:00Z`;
const NOW_MS = Date.parse(BUILDS_NOW);
const DAY = 86_400_000;

export interface User {
  id: number;
  username: string;
  name: string;
  email: string;
  state: "active" | "blocked";
  role: string;
  team: string;
  created_at: string;
}
export interface Project {
  id: number;
  name: string;
  path: string;
  description: string;
  default_branch: string;
  visibility: "private" | "internal" | "public";
  language: string;
  deployable: boolean;
  created_at: string;
  maintainers: string[];
}
export type PipelineStatus = "success" | "failed" | "canceled" | "running" | "pending" | "skipped" | "manual";
export type PipelineSource = "push" | "schedule" | "merge_request" | "web" | "api" | "trigger";
export interface Pipeline {
  id: number;
  project_id: number;
  ref: string;
  sha: string;
  status: PipelineStatus;
  source: PipelineSource;
  username: string;
  created_at: string;
  updated_at: string;
  started_at: string;
  finished_at: string | null;
  duration: number | null;
  commit_title: string;
}
export type JobStatus = "success" | "failed" | "canceled" | "running" | "pending" | "skipped" | "manual";
export interface Job {
  id: number;
  pipeline_id: number;
  name: string;
  stage: string;
  status: JobStatus;
  duration: number | null;
  runner_id: number | null;
  failure_reason: string | null;
  allow_failure: boolean;
}
export interface Runner {
  id: number;
  description: string;
  status: "online" | "offline" | "paused" | "stale";
  runner_type: "instance_type" | "group_type" | "project_type";
  tags: string[];
  platform: string;
  ip_address: string;
  version: string;
  contacted_at: string;
}
export interface Environment {
  id: number;
  project_id: number;
  name: string;
  tier: "production" | "staging" | "testing" | "development";
  external_url: string;
  state: "available" | "stopped";
}
export interface Deployment {
  id: number;
  project_id: number;
  environment: string;
  ref: string;
  sha: string;
  status: "success" | "failed" | "canceled" | "running";
  username: string;
  pipeline_id: number;
  created_at: string;
  finished_at: string | null;
}
export interface Schedule {
  id: number;
  project_id: number;
  description: string;
  ref: string;
  cron: string;
  cron_timezone: string;
  active: boolean;
  owner: string;
  next_run_at: string;
  last_pipeline_id: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(".000", "");

const PEOPLE: [string, string, string, string][] = [
  ["asouza", "Ana Souza", "Platform", "Maintainer"],
  ["dkim", "Daniel Kim", "Platform", "Maintainer"],
  ["daniel.kim", "Daniel Kim", "Mobile", "Developer"],
  ["mchen", "Mei Chen", "Payments", "Maintainer"],
  ["jbrown", "James Brown", "Payments", "Developer"],
  ["lgarcia", "Lucia Garcia", "Web", "Developer"],
  ["okafor", "Chidi Okafor", "Data", "Maintainer"],
  ["pnair", "Priya Nair", "Data", "Developer"],
  ["tmueller", "Tobias Müller", "Platform", "Developer"],
  ["sjohansson", "Sara Johansson", "Web", "Maintainer"],
  ["rpatel", "Rahul Patel", "Mobile", "Maintainer"],
  ["ewilson", "Emma Wilson", "Release", "Owner"],
  ["hsato", "Hiro Sato", "Payments", "Developer"],
  ["fbianchi", "Francesca Bianchi", "Web", "Developer"],
  ["mdiallo", "Moussa Diallo", "Data", "Developer"],
  ["klarsen", "Kristin Larsen", "Platform", "Developer"],
  ["ayilmaz", "Ahmet Yilmaz", "Mobile", "Developer"],
  ["nrossi", "Nora Rossi", "Security", "Maintainer"],
  ["bokoye", "Bola Okoye", "Payments", "Developer"],
  ["cdubois", "Claire Dubois", "Web", "Developer"],
  ["vpetrov", "Viktor Petrov", "Platform", "Developer"],
  ["gnovak", "Gabriel Novak", "Release", "Maintainer"],
  ["ikowalski", "Iga Kowalski", "Data", "Developer"],
  ["jmartin", "Julia Martin", "Security", "Developer"],
  ["wzhang", "Wei Zhang", "Mobile", "Developer"],
  ["amoreau", "Antoine Moreau", "Payments", "Developer"],
  ["lsilva", "Lara Silva", "Web", "Developer"],
  ["ci-bot", "CI Bot", "Release", "Bot"],
  ["oduarte", "Otto Duarte", "Platform", "Developer"],
  ["zhassan", "Zara Hassan", "Data", "Developer"],
];

const PROJECTS: [string, string, string, string, boolean, string[]][] = [
  ["platform/api-gateway", "Public API gateway (Go)", "main", "Go", true, ["asouza", "dkim"]],
  ["platform/auth-service", "OAuth2 / OIDC identity service", "main", "Go", true, ["dkim", "tmueller"]],
  [
    "payments/billing-service",
    "Invoices, subscriptions and dunning",
    "main",
    "Java",
    true,
    ["mchen", "jbrown"],
  ],
  ["payments/checkout", "Checkout backend", "main", "Kotlin", true, ["mchen", "hsato"]],
  ["web/storefront", "Customer web storefront (Next.js)", "main", "TypeScript", true, ["sjohansson"]],
  ["web/admin-console", "Back-office console", "main", "TypeScript", true, ["sjohansson", "lgarcia"]],
  ["mobile/ios-app", "iOS app", "develop", "Swift", false, ["rpatel"]],
  ["mobile/android-app", "Android app", "develop", "Kotlin", false, ["rpatel", "daniel.kim"]],
  ["data/etl-pipelines", "Nightly ETL jobs (Airflow DAGs)", "master", "Python", true, ["okafor"]],
  ["data/ml-models", "Recommendation model training", "master", "Python", false, ["okafor", "pnair"]],
  ["platform/infra-terraform", "Terraform for all environments", "main", "HCL", false, ["asouza", "vpetrov"]],
  ["security/sast-rules", "Static analysis rule packs", "main", "YAML", false, ["nrossi"]],
];

const STAGES: Record<string, string[][]> = {
  default: [["build:compile", "build:docker"], ["test:unit", "test:integration", "lint"], ["deploy:staging"]],
  mobile: [["build:debug", "build:release"], ["test:unit", "test:ui"], ["publish:testflight"]],
  data: [["lint"], ["test:dags", "test:sql"], ["deploy:airflow"]],
  infra: [["fmt"], ["validate", "plan"], ["apply"]],
};
const stagesOf = (p: Project) =>
  p.path.startsWith("mobile/")
    ? STAGES.mobile
    : p.path.startsWith("data/")
      ? STAGES.data
      : p.path.includes("terraform")
        ? STAGES.infra
        : STAGES.default;

const FAILURE_REASONS = [
  "script_failure",
  "runner_system_failure",
  "job_execution_timeout",
  "stuck_or_timeout_failure",
];
const COMMITS = [
  "Fix flaky retry test",
  "Bump dependencies",
  "Add rate limiting to public endpoints",
  "Refactor config loading",
  "Update CI cache keys",
  "Handle empty cart on checkout",
  "Add metrics for queue depth",
  "Fix typo in README",
  "Migrate to new logger",
  "Tighten CSP headers",
  "Speed up integration tests",
  "Revert 'Enable HTTP/3'",
];

export interface BuildsData {
  users: User[];
  projects: Project[];
  pipelines: Pipeline[];
  runners: Runner[];
  environments: Environment[];
  deployments: Deployment[];
  schedules: Schedule[];
  jobsOf(pipeline: Pipeline): Job[];
  logOf(job: Job): string[];
}

let cached: BuildsData | undefined;
export function buildsData(): BuildsData {
  if (cached) return cached;
  const rng = createRng(0xb01d5);
  const users: User[] = PEOPLE.map(([username, name, team, role], i) => ({
    id: 101 + i,
    username,
    name,
    email: `${username.replace(/[^a-z]/g, ".")}@northwind.example`.replace("..", "."),
    state: username === "oduarte" ? "blocked" : "active",
    role,
    team,
    created_at: iso(NOW_MS - (900 - i * 17) * DAY),
  }));
  const projects: Project[] = PROJECTS.map(([path, description, branch, language, deployable, maint], i) => ({
    id: 11 + i * 3,
    name: path.split("/")[1],
    path,
    description,
    default_branch: branch,
    visibility: path.startsWith("security/") ? "private" : i % 4 === 3 ? "internal" : "private",
    language,
    deployable,
    created_at: iso(NOW_MS - (1400 - i * 60) * DAY),
    maintainers: maint,
  }));
  const humans = users.filter((u) => u.username !== "ci-bot" && u.state === "active");
  const teamOf = (p: Project) => {
    const group = p.path.split("/")[0];
    const team = { platform: "Platform", payments: "Payments", web: "Web", mobile: "Mobile", data: "Data" }[
      group
    ];
    return humans.filter((u) => u.team === (team ?? "Security") || u.team === "Release");
  };
  const branchesOf = (p: Project) => [
    p.default_branch,
    p.default_branch,
    p.default_branch,
    ...(p.default_branch === "develop" ? ["main"] : []),
    "release/2025.10",
    `feature/${p.name.split("-")[0]}-cache`,
    "feature/new-login",
    "fix/timeout-handling",
  ];

  // ~2,000 pipelines over the year, ids increasing with time; the newest is #4812.
  const pipelines: Pipeline[] = [];
  const N = 2000;
  const weights = projects.map((_, i) => [9, 6, 7, 6, 8, 4, 3, 3, 5, 2, 2, 1][i]);
  for (let k = 0; k < N; k++) {
    const id = 4812 - (N - 1) + k;
    // older pipelines spread over 365 days, the last ~120 over the last week
    const ageMs =
      k >= N - 120 ? ((N - 1 - k) / 120) * 7 * DAY : ((N - 120 - k) / (N - 120)) * 358 * DAY + 7 * DAY;
    const created = NOW_MS - 21 * 3_600_000 - ageMs + rng.int(0, 40) * 60_000;
    const project = rng.weighted(projects, weights);
    const ref = rng.pick(branchesOf(project));
    const source: PipelineSource = rng.weighted(
      ["push", "merge_request", "schedule", "web", "api"] as PipelineSource[],
      [50, 30, 10, 7, 3],
    );
    const recent = NOW_MS - created < 2 * 3_600_000;
    const status: PipelineStatus = recent
      ? rng.pick(["running", "pending"] as PipelineStatus[])
      : rng.weighted(
          ["success", "failed", "canceled", "skipped", "manual"] as PipelineStatus[],
          [70, 18, 6, 3, 3],
        );
    const duration =
      status === "pending" || status === "running" || status === "skipped" ? null : rng.int(95, 1500);
    const user = source === "schedule" ? "ci-bot" : rng.pick(teamOf(project)).username;
    const started = created + rng.int(5, 90) * 1000;
    const finished = duration === null ? null : started + duration * 1000;
    pipelines.push({
      id,
      project_id: project.id,
      ref,
      sha: (id * 2654435761).toString(16).slice(-8).padStart(8, "0"),
      status,
      source,
      username: user,
      created_at: iso(created),
      updated_at: iso(finished ?? started),
      started_at: iso(started),
      finished_at: finished === null ? null : iso(finished),
      duration,
      commit_title: rng.pick(COMMITS),
    });
  }
  // Fixed points: #4812 is api-gateway on main, failed yesterday at 14:02 UTC by Ana Souza (3m 12s);
  // several failed pipelines on main / master yesterday.
  const byId = new Map(pipelines.map((p) => [p.id, p]));
  const fix = (id: number, over: Partial<Pipeline>) => Object.assign(byId.get(id) as Pipeline, over);
  const at = (day: string, hm: string) => Date.parse(`${day}T${hm}:00Z`);
  const set = (
    id: number,
    project: string,
    ref: string,
    status: PipelineStatus,
    start: number,
    secs: number,
    user: string,
    source: PipelineSource = "push",
  ) => {
    const p = projects.find((x) => x.path === project) as Project;
    fix(id, {
      project_id: p.id,
      ref,
      status,
      source,
      username: user,
      created_at: iso(start - 30_000),
      started_at: iso(start),
      updated_at: iso(start + secs * 1000),
      finished_at: iso(start + secs * 1000),
      duration: secs,
    });
  };
  set(4812, "platform/api-gateway", "main", "failed", at("2025-09-30", "13:58"), 192, "asouza");
  set(4811, "payments/checkout", "main", "failed", at("2025-09-30", "11:20"), 640, "hsato");
  set(4810, "web/storefront", "main", "success", at("2025-09-30", "10:05"), 410, "sjohansson");
  set(4809, "data/etl-pipelines", "master", "failed", at("2025-09-30", "02:00"), 905, "ci-bot", "schedule");
  set(4808, "platform/api-gateway", "main", "failed", at("2025-09-30", "09:12"), 188, "dkim");
  set(
    4807,
    "platform/auth-service",
    "feature/new-login",
    "success",
    at("2025-09-29", "16:40"),
    530,
    "tmueller",
    "merge_request",
  );
  // the pipelines newer than "now" minus 2 hours do not exist: running ones are today's
  for (const p of pipelines) if (Date.parse(p.created_at) > NOW_MS) p.created_at = iso(NOW_MS - 3_600_000);

  const runners: Runner[] = [
    ["docker-linux-01", "online", "instance_type", ["docker", "linux"], "linux"],
    ["docker-linux-02", "online", "instance_type", ["docker", "linux"], "linux"],
    ["docker-linux-03", "online", "instance_type", ["docker", "linux", "large"], "linux"],
    ["docker-linux-04", "offline", "instance_type", ["docker", "linux"], "linux"],
    ["k8s-autoscale", "online", "instance_type", ["kubernetes", "linux"], "linux"],
    ["macos-m1-01", "offline", "group_type", ["macos", "xcode"], "darwin"],
    ["macos-m1-02", "online", "group_type", ["macos", "xcode"], "darwin"],
    ["windows-01", "offline", "instance_type", ["windows", "shell"], "windows"],
    ["gpu-runner-01", "paused", "project_type", ["gpu", "cuda", "linux"], "linux"],
    ["arm64-builder", "online", "instance_type", ["docker", "arm64"], "linux"],
  ].map(([description, status, type, tags, platform], i) => ({
    id: 31 + i,
    description: description as string,
    status: status as Runner["status"],
    runner_type: type as Runner["runner_type"],
    tags: tags as string[],
    platform: platform as string,
    ip_address: `10.20.${i + 1}.${10 + i * 7}`,
    version: i % 3 === 0 ? "17.3.1" : "17.4.0",
    contacted_at: iso(status === "offline" ? NOW_MS - (3 + i) * DAY : NOW_MS - (i + 1) * 60_000),
  }));

  const TIERS: [string, Environment["tier"]][] = [
    ["production", "production"],
    ["staging", "staging"],
    ["qa", "testing"],
    ["review", "development"],
  ];
  const environments: Environment[] = [];
  for (const p of projects.filter((x) => x.deployable))
    for (const [name, tier] of TIERS)
      environments.push({
        id: p.id * 10 + environments.filter((e) => e.project_id === p.id).length + 1,
        project_id: p.id,
        name,
        tier,
        external_url: `https://${name === "production" ? "" : `${name}.`}${p.name}.northwind.example`,
        state: name === "review" && p.id % 2 === 0 ? "stopped" : "available",
      });

  // deployments: successful default-branch pipelines of deployable projects go to staging, some to
  // production and qa; feature pipelines go to review.
  const deployments: Deployment[] = [];
  let depId = 7001;
  for (const pl of pipelines) {
    const p = projects.find((x) => x.id === pl.project_id) as Project;
    if (!p.deployable || pl.finished_at === null || (pl.status !== "success" && pl.status !== "failed"))
      continue;
    const targets =
      pl.ref === p.default_branch
        ? ["staging", ...(pl.id % 3 === 0 ? ["production"] : []), ...(pl.id % 5 === 0 ? ["qa"] : [])]
        : pl.ref.startsWith("feature/")
          ? ["review"]
          : [];
    let t = Date.parse(pl.finished_at);
    for (const env of targets) {
      const failed = pl.status === "failed" ? env === "staging" : pl.id % 23 === 0;
      if (pl.status === "failed" && env !== "staging") continue;
      t += 4 * 60_000;
      deployments.push({
        id: depId++,
        project_id: p.id,
        environment: env,
        ref: pl.ref,
        sha: pl.sha,
        status: failed ? "failed" : "success",
        username:
          env === "production" && pl.id % 2 === 0
            ? "ewilson"
            : pl.username === "ci-bot"
              ? "gnovak"
              : pl.username,
        pipeline_id: pl.id,
        created_at: iso(t - 3 * 60_000),
        finished_at: iso(t),
      });
    }
  }
  // the last production deployment of api-gateway: yesterday by Ana Souza (pipeline #4790)
  const gw = projects[0];
  deployments.push({
    id: depId++,
    project_id: gw.id,
    environment: "production",
    ref: "main",
    sha: (byId.get(4790) as Pipeline).sha,
    status: "success",
    username: "asouza",
    pipeline_id: 4790,
    created_at: "2025-09-30T16:05:00Z",
    finished_at: "2025-09-30T16:09:00Z",
  });

  const schedules: Schedule[] = [
    [gw.id, "Nightly build", "main", "0 2 * * *", true, "asouza"],
    [projects[2].id, "Weekly dependency audit", "main", "0 6 * * 1", true, "mchen"],
    [projects[4].id, "Nightly e2e", "main", "30 1 * * *", true, "sjohansson"],
    [projects[8].id, "Nightly ETL run", "master", "0 2 * * *", true, "okafor"],
    [projects[8].id, "Hourly freshness check", "master", "0 * * * *", false, "pnair"],
    [projects[9].id, "Weekly retrain", "master", "0 3 * * 0", true, "pnair"],
    [projects[10].id, "Drift detection", "main", "0 5 * * *", true, "vpetrov"],
    [projects[11].id, "Rule pack refresh", "main", "0 4 1 * *", false, "nrossi"],
    [projects[6].id, "Nightly TestFlight", "develop", "0 23 * * *", true, "rpatel"],
  ].map(([project_id, description, ref, cron, active, owner], i) => ({
    id: 201 + i,
    project_id: project_id as number,
    description: description as string,
    ref: ref as string,
    cron: cron as string,
    cron_timezone: "UTC",
    active: active as boolean,
    owner: owner as string,
    next_run_at: iso(NOW_MS + (i + 1) * 3_600_000 * 3),
    last_pipeline_id:
      [...pipelines].reverse().find((p) => p.project_id === project_id && p.source === "schedule")?.id ??
      null,
  }));

  const jobsOf = (pl: Pipeline): Job[] => {
    const p = projects.find((x) => x.id === pl.project_id) as Project;
    const jr = createRng(pl.id * 7919);
    const out: Job[] = [];
    let failedSeen = false;
    const stages = stagesOf(p);
    stages.forEach((names, s) => {
      for (const name of names) {
        let status: JobStatus;
        if (failedSeen) status = pl.status === "running" ? "pending" : "skipped";
        else if (pl.status === "success") status = "success";
        else if (pl.status === "failed")
          status =
            s === stages.length - 1 || jr.chance(0.45) || name === names[names.length - 1]
              ? "failed"
              : "success";
        else if (pl.status === "canceled") status = jr.chance(0.5) ? "canceled" : "success";
        else if (pl.status === "running") status = s === 0 ? "success" : s === 1 ? "running" : "pending";
        else if (pl.status === "pending") status = "pending";
        else status = pl.status === "manual" && s === stages.length - 1 ? "manual" : "skipped";
        if (status === "failed" && out.some((j) => j.status === "failed")) status = "success";
        out.push({
          id: pl.id * 10 + out.length,
          pipeline_id: pl.id,
          name,
          stage: name.split(":")[0],
          status,
          duration: status === "success" || status === "failed" ? jr.int(20, 400) : null,
          runner_id:
            status === "pending" || status === "skipped" || status === "manual" ? null : jr.pick(runners).id,
          failure_reason: status === "failed" ? jr.pick(FAILURE_REASONS) : null,
          allow_failure: name === "lint",
        });
      }
      if (out.some((j) => j.status === "failed")) failedSeen = true;
    });
    return out;
  };
  const logOf = (job: Job): string[] => {
    const lines = [
      `Running with gitlab-runner 17.4.0 (b92ee590) on runner #${job.runner_id ?? "?"}`,
      'Preparing the "docker" executor',
      "Using docker image sha256:4f1d… for node:20-alpine",
      "Getting source from Git repository",
      `Checking out ${(job.pipeline_id * 2654435761).toString(16).slice(-8)} as detached HEAD`,
      "Restoring cache",
      `$ make ${job.name.replace(":", "-")}`,
    ];
    if (job.status === "failed") {
      if (job.failure_reason === "script_failure")
        lines.push(
          "FAIL src/retry/backoff.test.ts > retries with jitter",
          "AssertionError: expected 3 to equal 4",
          "Tests: 1 failed, 212 passed, 213 total",
          "ERROR: Job failed: exit code 1",
        );
      else if (job.failure_reason === "job_execution_timeout")
        lines.push(
          "Waiting for database to accept connections…",
          "ERROR: Job failed: execution took longer than 1h0m0s seconds",
        );
      else
        lines.push(
          'WARNING: Failed to pull image with policy "always"',
          "ERROR: Job failed (system failure): runner lost contact",
        );
    } else if (job.status === "success")
      lines.push(
        "Saving cache for successful job",
        "Cleaning up project directory and file based variables",
        "Job succeeded",
      );
    else lines.push(`Job ${job.status}`);
    return lines;
  };

  cached = { users, projects, pipelines, runners, environments, deployments, schedules, jobsOf, logOf };
  return cached;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const d = buildsData();
  const pathOf = (id: number) => d.projects.find((p) => p.id === id)?.path;
  console.log("projects", d.projects.map((p) => `${p.id} ${p.path} ${p.default_branch}`).join("\n"));
  console.log("users", d.users.map((u) => `${u.id} @${u.username} ${u.name} ${u.team}`).join("; "));
  console.log("pipelines", d.pipelines.length, "deployments", d.deployments.length);
  for (const p of d.pipelines.slice(-25))
    console.log(p.id, pathOf(p.project_id), p.ref, p.status, p.source, p.username, p.created_at, p.duration);
  const counts: Record<string, number> = {};
  for (const p of d.pipelines) counts[p.status] = (counts[p.status] ?? 0) + 1;
  console.log(counts);
}
