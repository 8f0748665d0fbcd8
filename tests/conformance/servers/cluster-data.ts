/**
 * Deterministic data of the "cluster" fixture world: one Kubernetes cluster as the API server returns
 * it — every object `{ apiVersion, kind, metadata: { name, namespace, uid, labels, creationTimestamp },
 * spec, status }`, deeply nested (pod phase at `status.phase`, container states at
 * `status.containerStatuses[].state.waiting.reason`). "Now" is 2025-10-01T12:00:00Z (AGENT_TODAY
 * 2025-10-01 at noon, the app's clock).
 * 10 namespaces, 12 nodes (worker-07 NotReady since 11:34), ~80 Deployments/StatefulSets, 6
 * DaemonSets, ~380 pods, Services, ConfigMaps, Ingresses, 7 CronJobs and their Jobs, ~150 events,
 * 11 Helm releases, pod and node metrics.
 * Fixed points the questions name:
 * - namespaces: default, kube-system, monitoring, ingress-nginx, cert-manager, argocd, data, prod,
 *   staging, dev. Nothing is named "qa".
 * - 20 shop apps (checkout, cart, catalog, payments, orders, users, search, recommendations,
 *   notifications, frontend, api-gateway, inventory, reviews, shipping, pricing, promotions, auth,
 *   sessions, email-worker, image-resizer) as Deployments in prod, staging (2 replicas) and dev (1);
 *   labels app=<name>, tier=backend|frontend|worker, team=<team>; prod checkout has 12 replicas.
 *   Images registry.example.com/shop/<app>:<tag>; checkout is v2.14.3 in prod, v2.15.0-rc.2 in
 *   staging, v2.16.0-dev.41 in dev.
 * - prod/checkout-6f8d9c7b4-zx7kq: CrashLoopBackOff, 47 restarts, on worker-03.
 * - prod/payments-5b7c8d9f6-r8hjd: CrashLoopBackOff after OOMKilled, 14 restarts, on worker-05;
 *   prod/payments-5b7c8d9f6-m4tnv Running, last terminated OOMKilled, 9 restarts.
 * - prod/recommendations-8c6b7d5f9-kq4rx and …-vt2mn: Pending, ImagePullBackOff (tag v2.4.0-rc1
 *   not found); prod/recommendations-6d4c8b9f7-hl5sw Running v2.3.9.
 * - prod/search-7c9d5f8b6-pq2lw: Pending, unschedulable (Insufficient memory).
 * - staging/notifications-74b9c6d8f5-wj8tn: CrashLoopBackOff, 112 restarts (the most in the cluster).
 * - dev/image-resizer-5d8f7c6b9-xv4pl: Failed, Evicted. data/etl-nightly-29321400-fq7tz: Failed.
 * - pods on worker-07 are in phase Unknown.
 * - monitoring/prometheus-server-0 uses the most memory (8421Mi); worker-04 is the busiest node.
 * - Helm: kafka (data) status failed; preview-pr-482 (dev) pending-install; ingress-nginx chart
 *   ingress-nginx-4.11.2.
 */
import { createRng } from "@/demo/commerce/prng";

export const CLUSTER_TODAY = "2025-10-01";
export const CLUSTER_NOW = "2025-10-01T12:00:00Z";

export interface Meta {
  name: string;
  namespace?: string;
  uid: string;
  resourceVersion: string;
  creationTimestamp: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  ownerReferences?: { apiVersion: string; kind: string; name: string; uid: string; controller: boolean }[];
}
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: Meta;
  spec?: Record<string, unknown>;
  status?: Record<string, unknown>;
  [k: string]: unknown;
}
export interface HelmRelease {
  name: string;
  namespace: string;
  revision: number;
  updated: string;
  status: string;
  chart: string;
  app_version: string;
}
export interface PodMetrics {
  metadata: { name: string; namespace: string; creationTimestamp: string };
  timestamp: string;
  window: string;
  containers: { name: string; usage: { cpu: string; memory: string } }[];
}
export interface NodeMetrics {
  metadata: { name: string; creationTimestamp: string };
  timestamp: string;
  window: string;
  usage: { cpu: string; memory: string };
}
export interface ClusterData {
  objects: K8sObject[];
  helm: HelmRelease[];
  podMetrics: PodMetrics[];
  nodeMetrics: NodeMetrics[];
  logs: Map<string, string[]>;
}

const ALPHA = "bcdfghjklmnpqrstvwxz2456789";
const NS_LIST = [
  "default",
  "kube-system",
  "monitoring",
  "ingress-nginx",
  "cert-manager",
  "argocd",
  "data",
  "prod",
  "staging",
  "dev",
];
const ago = (minutes: number) =>
  new Date(Date.parse(CLUSTER_NOW) - minutes * 60_000).toISOString().replace(".000", "");

interface App {
  name: string;
  tier: "backend" | "frontend" | "worker";
  team: string;
  prod: number;
  tag: string;
  port: number;
  cpu: number;
  mem: number;
}
const APPS: App[] = [
  {
    name: "checkout",
    tier: "backend",
    team: "payments",
    prod: 12,
    tag: "v2.14.3",
    port: 8080,
    cpu: 180,
    mem: 420,
  },
  { name: "cart", tier: "backend", team: "shop", prod: 8, tag: "v1.9.0", port: 8080, cpu: 90, mem: 260 },
  { name: "catalog", tier: "backend", team: "shop", prod: 12, tag: "v3.2.1", port: 8080, cpu: 140, mem: 610 },
  {
    name: "payments",
    tier: "backend",
    team: "payments",
    prod: 6,
    tag: "v5.0.2",
    port: 8443,
    cpu: 220,
    mem: 900,
  },
  { name: "orders", tier: "backend", team: "shop", prod: 10, tag: "v2.7.0", port: 8080, cpu: 160, mem: 480 },
  {
    name: "users",
    tier: "backend",
    team: "identity",
    prod: 6,
    tag: "v1.12.4",
    port: 8080,
    cpu: 70,
    mem: 300,
  },
  {
    name: "search",
    tier: "backend",
    team: "discovery",
    prod: 10,
    tag: "v4.1.0",
    port: 9200,
    cpu: 310,
    mem: 1400,
  },
  {
    name: "recommendations",
    tier: "backend",
    team: "discovery",
    prod: 3,
    tag: "v2.4.0-rc1",
    port: 8080,
    cpu: 260,
    mem: 1100,
  },
  {
    name: "notifications",
    tier: "worker",
    team: "growth",
    prod: 4,
    tag: "v1.4.2",
    port: 8080,
    cpu: 40,
    mem: 180,
  },
  {
    name: "frontend",
    tier: "frontend",
    team: "web",
    prod: 20,
    tag: "v6.3.0",
    port: 3000,
    cpu: 120,
    mem: 350,
  },
  {
    name: "api-gateway",
    tier: "frontend",
    team: "platform",
    prod: 8,
    tag: "v1.21.0",
    port: 8080,
    cpu: 200,
    mem: 280,
  },
  { name: "inventory", tier: "backend", team: "shop", prod: 6, tag: "v2.2.5", port: 8080, cpu: 80, mem: 330 },
  { name: "reviews", tier: "backend", team: "shop", prod: 4, tag: "v1.3.7", port: 8080, cpu: 50, mem: 220 },
  {
    name: "shipping",
    tier: "backend",
    team: "fulfilment",
    prod: 4,
    tag: "v3.0.1",
    port: 8080,
    cpu: 60,
    mem: 240,
  },
  { name: "pricing", tier: "backend", team: "shop", prod: 6, tag: "v2.9.3", port: 8080, cpu: 110, mem: 390 },
  {
    name: "promotions",
    tier: "backend",
    team: "growth",
    prod: 3,
    tag: "v1.1.0",
    port: 8080,
    cpu: 30,
    mem: 150,
  },
  { name: "auth", tier: "backend", team: "identity", prod: 6, tag: "v4.4.0", port: 8080, cpu: 130, mem: 260 },
  {
    name: "sessions",
    tier: "backend",
    team: "identity",
    prod: 4,
    tag: "v1.0.9",
    port: 6379,
    cpu: 40,
    mem: 520,
  },
  {
    name: "email-worker",
    tier: "worker",
    team: "growth",
    prod: 3,
    tag: "v2.0.4",
    port: 8080,
    cpu: 25,
    mem: 140,
  },
  {
    name: "image-resizer",
    tier: "worker",
    team: "web",
    prod: 4,
    tag: "v1.6.2",
    port: 8080,
    cpu: 450,
    mem: 760,
  },
];
const ENV_TAG: Record<string, (a: App) => string> = {
  prod: (a) => a.tag,
  staging: (a) =>
    a.name === "checkout"
      ? "v2.15.0-rc.2"
      : a.tag.replace(/^v(\d+)\.(\d+)\..*$/, (_, x, y) => `v${x}.${Number(y) + 1}.0-rc.1`),
  dev: (a) => (a.name === "checkout" ? "v2.16.0-dev.41" : `${a.tag}-dev`),
};

interface Infra {
  ns: string;
  name: string;
  kind: "Deployment" | "StatefulSet" | "DaemonSet";
  replicas: number;
  image: string;
  cpu: number;
  mem: number;
}
const INFRA: Infra[] = [
  {
    ns: "kube-system",
    name: "coredns",
    kind: "Deployment",
    replicas: 2,
    image: "registry.k8s.io/coredns/coredns:v1.11.1",
    cpu: 15,
    mem: 45,
  },
  {
    ns: "kube-system",
    name: "metrics-server",
    kind: "Deployment",
    replicas: 1,
    image: "registry.k8s.io/metrics-server/metrics-server:v0.7.1",
    cpu: 10,
    mem: 40,
  },
  {
    ns: "kube-system",
    name: "cluster-autoscaler",
    kind: "Deployment",
    replicas: 1,
    image: "registry.k8s.io/autoscaling/cluster-autoscaler:v1.30.2",
    cpu: 12,
    mem: 70,
  },
  {
    ns: "kube-system",
    name: "ebs-csi-controller",
    kind: "Deployment",
    replicas: 2,
    image: "public.ecr.aws/ebs-csi-driver/aws-ebs-csi-driver:v1.34.0",
    cpu: 5,
    mem: 60,
  },
  {
    ns: "kube-system",
    name: "kube-proxy",
    kind: "DaemonSet",
    replicas: 12,
    image: "registry.k8s.io/kube-proxy:v1.30.4",
    cpu: 4,
    mem: 30,
  },
  {
    ns: "kube-system",
    name: "calico-node",
    kind: "DaemonSet",
    replicas: 12,
    image: "docker.io/calico/node:v3.28.1",
    cpu: 30,
    mem: 120,
  },
  {
    ns: "kube-system",
    name: "ebs-csi-node",
    kind: "DaemonSet",
    replicas: 12,
    image: "public.ecr.aws/ebs-csi-driver/aws-ebs-csi-driver:v1.34.0",
    cpu: 2,
    mem: 25,
  },
  {
    ns: "monitoring",
    name: "node-exporter",
    kind: "DaemonSet",
    replicas: 12,
    image: "quay.io/prometheus/node-exporter:v1.8.2",
    cpu: 8,
    mem: 22,
  },
  {
    ns: "monitoring",
    name: "promtail",
    kind: "DaemonSet",
    replicas: 12,
    image: "docker.io/grafana/promtail:3.1.1",
    cpu: 20,
    mem: 90,
  },
  {
    ns: "monitoring",
    name: "fluent-bit",
    kind: "DaemonSet",
    replicas: 12,
    image: "cr.fluentbit.io/fluent/fluent-bit:3.1.7",
    cpu: 12,
    mem: 48,
  },
  {
    ns: "monitoring",
    name: "prometheus-server",
    kind: "StatefulSet",
    replicas: 2,
    image: "quay.io/prometheus/prometheus:v2.54.1",
    cpu: 900,
    mem: 7800,
  },
  {
    ns: "monitoring",
    name: "alertmanager",
    kind: "StatefulSet",
    replicas: 3,
    image: "quay.io/prometheus/alertmanager:v0.27.0",
    cpu: 6,
    mem: 40,
  },
  {
    ns: "monitoring",
    name: "loki",
    kind: "StatefulSet",
    replicas: 3,
    image: "docker.io/grafana/loki:3.1.1",
    cpu: 240,
    mem: 2100,
  },
  {
    ns: "monitoring",
    name: "grafana",
    kind: "Deployment",
    replicas: 1,
    image: "docker.io/grafana/grafana:11.2.0",
    cpu: 30,
    mem: 210,
  },
  {
    ns: "monitoring",
    name: "kube-state-metrics",
    kind: "Deployment",
    replicas: 1,
    image: "registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.13.0",
    cpu: 20,
    mem: 110,
  },
  {
    ns: "monitoring",
    name: "blackbox-exporter",
    kind: "Deployment",
    replicas: 1,
    image: "quay.io/prometheus/blackbox-exporter:v0.25.0",
    cpu: 3,
    mem: 20,
  },
  {
    ns: "ingress-nginx",
    name: "ingress-nginx-controller",
    kind: "Deployment",
    replicas: 3,
    image: "registry.k8s.io/ingress-nginx/controller:v1.11.2",
    cpu: 160,
    mem: 230,
  },
  {
    ns: "cert-manager",
    name: "cert-manager",
    kind: "Deployment",
    replicas: 1,
    image: "quay.io/jetstack/cert-manager-controller:v1.15.3",
    cpu: 5,
    mem: 60,
  },
  {
    ns: "cert-manager",
    name: "cert-manager-webhook",
    kind: "Deployment",
    replicas: 1,
    image: "quay.io/jetstack/cert-manager-webhook:v1.15.3",
    cpu: 2,
    mem: 25,
  },
  {
    ns: "cert-manager",
    name: "cert-manager-cainjector",
    kind: "Deployment",
    replicas: 1,
    image: "quay.io/jetstack/cert-manager-cainjector:v1.15.3",
    cpu: 3,
    mem: 50,
  },
  {
    ns: "argocd",
    name: "argocd-server",
    kind: "Deployment",
    replicas: 2,
    image: "quay.io/argoproj/argocd:v2.12.3",
    cpu: 20,
    mem: 120,
  },
  {
    ns: "argocd",
    name: "argocd-repo-server",
    kind: "Deployment",
    replicas: 2,
    image: "quay.io/argoproj/argocd:v2.12.3",
    cpu: 60,
    mem: 310,
  },
  {
    ns: "argocd",
    name: "argocd-applicationset-controller",
    kind: "Deployment",
    replicas: 1,
    image: "quay.io/argoproj/argocd:v2.12.3",
    cpu: 5,
    mem: 50,
  },
  {
    ns: "argocd",
    name: "argocd-redis",
    kind: "Deployment",
    replicas: 1,
    image: "public.ecr.aws/docker/library/redis:7.2.5-alpine",
    cpu: 4,
    mem: 30,
  },
  {
    ns: "argocd",
    name: "argocd-application-controller",
    kind: "StatefulSet",
    replicas: 1,
    image: "quay.io/argoproj/argocd:v2.12.3",
    cpu: 180,
    mem: 900,
  },
  {
    ns: "data",
    name: "postgres",
    kind: "StatefulSet",
    replicas: 3,
    image: "docker.io/bitnami/postgresql:16.4.0",
    cpu: 350,
    mem: 3900,
  },
  {
    ns: "data",
    name: "redis",
    kind: "StatefulSet",
    replicas: 3,
    image: "docker.io/bitnami/redis:7.2.5",
    cpu: 60,
    mem: 1200,
  },
  {
    ns: "data",
    name: "kafka",
    kind: "StatefulSet",
    replicas: 3,
    image: "docker.io/bitnami/kafka:3.8.0",
    cpu: 420,
    mem: 5600,
  },
  {
    ns: "data",
    name: "etl-worker",
    kind: "Deployment",
    replicas: 4,
    image: "registry.example.com/data/etl-worker:v0.9.12",
    cpu: 500,
    mem: 1800,
  },
  {
    ns: "data",
    name: "debezium",
    kind: "Deployment",
    replicas: 1,
    image: "quay.io/debezium/server:2.7",
    cpu: 80,
    mem: 700,
  },
  {
    ns: "default",
    name: "hello-world",
    kind: "Deployment",
    replicas: 1,
    image: "docker.io/library/nginx:1.27",
    cpu: 1,
    mem: 8,
  },
];

interface CronSpec {
  ns: string;
  name: string;
  schedule: string;
  suspend: boolean;
  image: string;
  /** Minutes ago of the last runs, newest first; a negative value marks a failed run. */
  runs: number[];
}
const CRONS: CronSpec[] = [
  {
    ns: "data",
    name: "etl-nightly",
    schedule: "0 2 * * *",
    suspend: false,
    image: "registry.example.com/data/etl-worker:v0.9.12",
    runs: [-600, 2040, 3480, 4920],
  },
  {
    ns: "data",
    name: "db-backup",
    schedule: "0 3 * * *",
    suspend: false,
    image: "docker.io/bitnami/postgresql:16.4.0",
    runs: [540, 1980, 3420],
  },
  {
    ns: "prod",
    name: "report-generator",
    schedule: "0 * * * *",
    suspend: false,
    image: "registry.example.com/shop/reports:v1.2.0",
    runs: [60, 120, 180],
  },
  {
    ns: "prod",
    name: "cart-cleanup",
    schedule: "*/15 * * * *",
    suspend: false,
    image: "registry.example.com/shop/cart:v1.9.0",
    runs: [0, 15, 30],
  },
  {
    ns: "staging",
    name: "cart-cleanup",
    schedule: "*/15 * * * *",
    suspend: false,
    image: "registry.example.com/shop/cart:v1.10.0-rc.1",
    runs: [0, 15, -30, 45],
  },
  {
    ns: "monitoring",
    name: "cert-expiry-check",
    schedule: "30 6 * * 1",
    suspend: false,
    image: "registry.example.com/ops/cert-check:v0.3.0",
    runs: [2250],
  },
  {
    ns: "dev",
    name: "cleanup-preview-envs",
    schedule: "0 */6 * * *",
    suspend: true,
    image: "registry.example.com/ops/preview-cleanup:v0.1.4",
    runs: [],
  },
];

const NODE_NAMES = [
  "cp-01",
  ...Array.from({ length: 10 }, (_, i) => `worker-${String(i + 1).padStart(2, "0")}`),
  "gpu-01",
];
const ZONES = ["eu-west-1a", "eu-west-1b", "eu-west-1c"];

/** Fixed pods: (namespace, owner, index) → overrides. */
interface Fixed {
  name: string;
  node?: string;
  phase?: string;
  waiting?: { reason: string; message: string };
  lastTerminated?: { reason: string; exitCode: number };
  restarts?: number;
  tag?: string;
  hash?: string;
}
const FIXED: Record<string, Fixed> = {
  "prod/checkout/3": {
    name: "checkout-6f8d9c7b4-zx7kq",
    node: "worker-03",
    waiting: {
      reason: "CrashLoopBackOff",
      message: "back-off 5m0s restarting failed container=checkout pod=checkout-6f8d9c7b4-zx7kq_prod",
    },
    lastTerminated: { reason: "Error", exitCode: 1 },
    restarts: 47,
  },
  "prod/payments/1": {
    name: "payments-5b7c8d9f6-r8hjd",
    node: "worker-05",
    waiting: {
      reason: "CrashLoopBackOff",
      message: "back-off 5m0s restarting failed container=payments pod=payments-5b7c8d9f6-r8hjd_prod",
    },
    lastTerminated: { reason: "OOMKilled", exitCode: 137 },
    restarts: 14,
  },
  "prod/payments/4": {
    name: "payments-5b7c8d9f6-m4tnv",
    node: "worker-02",
    lastTerminated: { reason: "OOMKilled", exitCode: 137 },
    restarts: 9,
  },
  "prod/recommendations/0": {
    name: "recommendations-8c6b7d5f9-kq4rx",
    node: "worker-06",
    phase: "Pending",
    waiting: {
      reason: "ImagePullBackOff",
      message: 'Back-off pulling image "registry.example.com/shop/recommendations:v2.4.0-rc1"',
    },
    restarts: 0,
  },
  "prod/recommendations/1": {
    name: "recommendations-8c6b7d5f9-vt2mn",
    node: "worker-09",
    phase: "Pending",
    waiting: {
      reason: "ImagePullBackOff",
      message: 'Back-off pulling image "registry.example.com/shop/recommendations:v2.4.0-rc1"',
    },
    restarts: 0,
  },
  "prod/recommendations/2": {
    name: "recommendations-6d4c8b9f7-hl5sw",
    node: "worker-01",
    tag: "v2.3.9",
    restarts: 0,
    hash: "6d4c8b9f7",
  },
  "prod/search/5": { name: "search-7c9d5f8b6-pq2lw", node: "", phase: "Pending", restarts: 0 },
  "staging/notifications/0": {
    name: "notifications-74b9c6d8f5-wj8tn",
    node: "worker-08",
    waiting: {
      reason: "CrashLoopBackOff",
      message:
        "back-off 5m0s restarting failed container=notifications pod=notifications-74b9c6d8f5-wj8tn_staging",
    },
    lastTerminated: { reason: "Error", exitCode: 2 },
    restarts: 112,
  },
  "dev/image-resizer/0": {
    name: "image-resizer-5d8f7c6b9-xv4pl",
    node: "worker-10",
    phase: "Failed",
    restarts: 0,
  },
};

export function clusterData(): ClusterData {
  const rng = createRng(3501);
  const objects: K8sObject[] = [];
  const podMetrics: PodMetrics[] = [];
  const logs = new Map<string, string[]>();
  let uidN = 0;
  let rv = 4_812_000;
  const uid = () => {
    uidN += 1;
    const h = (uidN * 2654435761).toString(16).padStart(8, "0").slice(-8);
    return `${h}-${String(uidN).padStart(4, "0")}-4${h.slice(0, 3)}-9${h.slice(3, 6)}-${h}${h.slice(0, 4)}`;
  };
  const meta = (
    name: string,
    namespace: string | undefined,
    minutesAgo: number,
    labels?: Record<string, string>,
  ): Meta => {
    rv += rng.int(1, 40);
    return {
      name,
      ...(namespace ? { namespace } : {}),
      uid: uid(),
      resourceVersion: String(rv),
      creationTimestamp: ago(minutesAgo),
      ...(labels ? { labels } : {}),
    };
  };
  const rand = (n: number) => Array.from({ length: n }, () => ALPHA[rng.int(0, ALPHA.length - 1)]).join("");
  const hash = () =>
    `${rand(1)}${Array.from({ length: 8 }, () => "0123456789bcdf"[rng.int(0, 13)]).join("")}`.slice(
      0,
      rng.chance(0.5) ? 9 : 10,
    );

  // Namespaces
  for (const ns of NS_LIST)
    objects.push({
      apiVersion: "v1",
      kind: "Namespace",
      metadata: meta(
        ns,
        undefined,
        ns.startsWith("kube") || ns === "default" ? 600 * 24 : rng.int(100, 500) * 24 * 60,
        {
          "kubernetes.io/metadata.name": ns,
          ...(["prod", "staging", "dev"].includes(ns) ? { environment: ns } : {}),
        },
      ),
      spec: { finalizers: ["kubernetes"] },
      status: { phase: "Active" },
    });

  // Nodes
  const nodeMetrics: NodeMetrics[] = [];
  for (const [i, name] of NODE_NAMES.entries()) {
    const cp = name === "cp-01";
    const gpu = name === "gpu-01";
    const down = name === "worker-07";
    const zone = ZONES[i % 3];
    const itype = cp ? "m6i.xlarge" : gpu ? "g5.2xlarge" : "m6i.2xlarge";
    const cpuCap = cp ? 4 : 8;
    const memCap = cp ? 16 : 32;
    const kubelet = name === "worker-10" ? "v1.29.8" : "v1.30.4";
    objects.push({
      apiVersion: "v1",
      kind: "Node",
      metadata: meta(name, undefined, rng.int(20, 200) * 24 * 60, {
        "kubernetes.io/hostname": name,
        "kubernetes.io/os": "linux",
        "kubernetes.io/arch": "amd64",
        "node.kubernetes.io/instance-type": itype,
        "topology.kubernetes.io/zone": zone,
        ...(cp ? { "node-role.kubernetes.io/control-plane": "" } : { "node-role.kubernetes.io/worker": "" }),
        ...(gpu ? { "nvidia.com/gpu.present": "true" } : {}),
      }),
      spec: {
        podCIDR: `10.244.${i}.0/24`,
        providerID: `aws:///${zone}/i-0${(0x4a1b2c3d + i * 7919).toString(16)}`,
        ...(cp ? { taints: [{ key: "node-role.kubernetes.io/control-plane", effect: "NoSchedule" }] } : {}),
        ...(down
          ? {
              taints: [
                {
                  key: "node.kubernetes.io/unreachable",
                  effect: "NoSchedule",
                  timeAdded: "2025-10-01T11:34:12Z",
                },
                {
                  key: "node.kubernetes.io/unreachable",
                  effect: "NoExecute",
                  timeAdded: "2025-10-01T11:34:17Z",
                },
              ],
            }
          : {}),
        ...(gpu ? { taints: [{ key: "nvidia.com/gpu", value: "true", effect: "NoSchedule" }] } : {}),
      },
      status: {
        capacity: {
          cpu: String(cpuCap),
          memory: `${memCap * 1024 * 1024 - 512 * 1024}Ki`,
          pods: "110",
          ...(gpu ? { "nvidia.com/gpu": "1" } : {}),
        },
        allocatable: {
          cpu: `${cpuCap * 1000 - 90}m`,
          memory: `${memCap * 1024 * 1024 - 1536 * 1024}Ki`,
          pods: "110",
        },
        conditions: [
          {
            type: "MemoryPressure",
            status: down ? "Unknown" : "False",
            reason: down ? "NodeStatusUnknown" : "KubeletHasSufficientMemory",
            lastTransitionTime: down ? "2025-10-01T11:34:12Z" : ago(rng.int(2000, 90000)),
          },
          {
            type: "DiskPressure",
            status: down ? "Unknown" : "False",
            reason: down ? "NodeStatusUnknown" : "KubeletHasNoDiskPressure",
            lastTransitionTime: down ? "2025-10-01T11:34:12Z" : ago(rng.int(2000, 90000)),
          },
          {
            type: "Ready",
            status: down ? "Unknown" : "True",
            reason: down ? "NodeStatusUnknown" : "KubeletReady",
            message: down ? "Kubelet stopped posting node status." : "kubelet is posting ready status",
            lastHeartbeatTime: down ? "2025-10-01T11:33:48Z" : ago(0.5),
            lastTransitionTime: down ? "2025-10-01T11:34:12Z" : ago(rng.int(2000, 90000)),
          },
        ],
        addresses: [
          { type: "InternalIP", address: `10.0.${i % 3}.${20 + i}` },
          { type: "Hostname", address: name },
        ],
        nodeInfo: {
          kubeletVersion: kubelet,
          kubeProxyVersion: kubelet,
          containerRuntimeVersion: "containerd://1.7.20",
          osImage: "Amazon Linux 2023.5.20240916",
          kernelVersion: "6.1.109-118.189.amzn2023.x86_64",
          architecture: "amd64",
          operatingSystem: "linux",
        },
      },
    });
    if (!down) {
      const busy = name === "worker-04" ? 0.86 : cp ? 0.42 : gpu ? 0.35 : 0.4 + rng.next() * 0.35;
      nodeMetrics.push({
        metadata: { name, creationTimestamp: CLUSTER_NOW },
        timestamp: "2025-10-01T11:59:45Z",
        window: "20.05s",
        usage: {
          cpu: `${Math.round(cpuCap * 1000 * (busy - 0.1 + rng.next() * 0.1))}m`,
          memory: `${Math.round(memCap * 1024 * busy)}Mi`,
        },
      });
    }
  }

  const workers = NODE_NAMES.filter((n) => n.startsWith("worker"));
  const addPod = (p: {
    ns: string;
    owner: string;
    ownerKind: string;
    hashPart: string;
    index: number;
    image: string;
    container: string;
    labels: Record<string, string>;
    cpu: number;
    mem: number;
    node?: string;
    port?: number;
    podName?: string;
    phaseOverride?: string;
    created?: number;
  }) => {
    const key = `${p.ns}/${p.owner}/${p.index}`;
    const fx = FIXED[key];
    const podName =
      fx?.name ??
      p.podName ??
      (p.ownerKind === "StatefulSet" ? `${p.owner}-${p.index}` : `${p.owner}-${p.hashPart}-${rand(5)}`);
    let node = fx?.node ?? p.node ?? rng.pick(workers);
    if (node === "worker-07" && fx) node = "worker-06";
    const scheduled = node !== "";
    let phase = fx?.phase ?? p.phaseOverride ?? "Running";
    if (!fx && node === "worker-07" && phase === "Running") phase = "Unknown";
    const created = p.created ?? rng.int(60, 60 * 24 * 20);
    const restarts =
      fx?.restarts ?? (phase === "Running" ? rng.weighted([0, 1, 2, 3, 6], [70, 15, 8, 5, 2]) : 0);
    const image = fx?.tag ? p.image.replace(/:[^:]+$/, `:${fx.tag}`) : p.image;
    const running = phase === "Running" && !fx?.waiting;
    const state = fx?.waiting
      ? { waiting: fx.waiting }
      : phase === "Succeeded" || phase === "Failed"
        ? {
            terminated: {
              exitCode: phase === "Succeeded" ? 0 : 1,
              reason: phase === "Succeeded" ? "Completed" : "Error",
              startedAt: ago(created - 1),
              finishedAt: ago(Math.max(0, created - rng.int(2, 12))),
            },
          }
        : phase === "Running" || phase === "Unknown"
          ? { running: { startedAt: ago(restarts > 0 ? rng.int(5, Math.max(6, created)) : created) } }
          : { waiting: { reason: "ContainerCreating" } };
    const status: Record<string, unknown> = {
      phase,
      conditions: [
        {
          type: "PodScheduled",
          status: scheduled ? "True" : "False",
          ...(scheduled
            ? {}
            : {
                reason: "Unschedulable",
                message:
                  "0/12 nodes are available: 1 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }, 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, 1 node(s) had untolerated taint {nvidia.com/gpu: true}, 9 Insufficient memory. preemption: 0/12 nodes are available: 3 Preemption is not helpful for scheduling, 9 No preemption victims found for incoming pod.",
              }),
          lastTransitionTime: ago(created),
        },
        {
          type: "Ready",
          status: running ? "True" : "False",
          lastTransitionTime: ago(Math.max(0, created - 1)),
        },
      ],
      ...(scheduled
        ? {
            hostIP: `10.0.${NODE_NAMES.indexOf(node) % 3}.${20 + NODE_NAMES.indexOf(node)}`,
            podIP: `10.244.${NODE_NAMES.indexOf(node)}.${rng.int(2, 250)}`,
          }
        : {}),
      startTime: ago(created),
      qosClass: "Burstable",
    };
    if (p.ownerKind === "Job" && phase === "Failed") status.reason = undefined;
    if (key === "dev/image-resizer/0") {
      status.reason = "Evicted";
      status.message =
        "The node was low on resource: memory. Threshold quantity: 100Mi, available: 88236Ki. Container image-resizer was using 1843200Ki, request is 512Mi, has larger consumption of memory.";
    }
    if (scheduled)
      status.containerStatuses = [
        {
          name: p.container,
          image,
          imageID:
            fx?.waiting?.reason === "ImagePullBackOff"
              ? ""
              : `${image.replace(/:[^:]+$/, "")}@sha256:${rand(4)}${"0".repeat(60)}`,
          ready: running,
          started: running,
          restartCount: restarts,
          state,
          ...(fx?.lastTerminated
            ? { lastState: { terminated: { ...fx.lastTerminated, startedAt: ago(14), finishedAt: ago(9) } } }
            : restarts > 0
              ? {
                  lastState: {
                    terminated: {
                      exitCode: 143,
                      reason: "Error",
                      startedAt: ago(created),
                      finishedAt: ago(rng.int(6, Math.max(7, created))),
                    },
                  },
                }
              : { lastState: {} }),
        },
      ];
    const pod: K8sObject = {
      apiVersion: "v1",
      kind: "Pod",
      metadata: {
        ...meta(podName, p.ns, created, p.labels),
        ownerReferences: [
          {
            apiVersion: p.ownerKind === "Job" ? "batch/v1" : "apps/v1",
            kind: p.ownerKind === "Deployment" ? "ReplicaSet" : p.ownerKind,
            name: p.ownerKind === "Deployment" ? `${p.owner}-${fx?.hash ?? p.hashPart}` : p.owner,
            uid: uid(),
            controller: true,
          },
        ],
      },
      spec: {
        ...(scheduled ? { nodeName: node } : {}),
        containers: [
          {
            name: p.container,
            image,
            ...(p.port ? { ports: [{ containerPort: p.port, protocol: "TCP" }] } : {}),
            resources: {
              requests: {
                cpu: `${Math.max(10, Math.round(p.cpu * 1.2))}m`,
                memory: `${Math.max(16, Math.round(p.mem * 1.1))}Mi`,
              },
              limits: { memory: `${Math.max(32, Math.round(p.mem * 1.6))}Mi` },
            },
          },
        ],
        restartPolicy: p.ownerKind === "Job" ? "Never" : "Always",
        serviceAccountName: p.owner.split("-")[0] === "argocd" ? p.owner : "default",
        terminationGracePeriodSeconds: 30,
      },
      status,
    };
    objects.push(pod);
    if (running)
      podMetrics.push({
        metadata: { name: podName, namespace: p.ns, creationTimestamp: CLUSTER_NOW },
        timestamp: "2025-10-01T11:59:40Z",
        window: "18.2s",
        containers: [
          {
            name: p.container,
            usage: {
              cpu: `${Math.max(1, Math.round(p.cpu * (0.6 + rng.next() * 0.8)))}m`,
              memory: `${podName === "prometheus-server-0" ? 8421 : Math.max(4, Math.round(p.mem * (0.75 + rng.next() * 0.2)))}Mi`,
            },
          },
        ],
      });
    logs.set(`${p.ns}/${podName}`, logLines(rng, p.owner, podName, fx, phase));
    return pod;
  };

  const workload = (
    ns: string,
    name: string,
    kind: string,
    replicas: number,
    image: string,
    labels: Record<string, string>,
    ready: number,
    created: number,
    port?: number,
  ) => {
    const selector = { matchLabels: { app: labels.app } };
    const template = {
      metadata: { labels },
      spec: { containers: [{ name, image, ...(port ? { ports: [{ containerPort: port }] } : {}) }] },
    };
    objects.push({
      apiVersion: "apps/v1",
      kind,
      metadata: {
        ...meta(name, ns, created, labels),
        annotations:
          kind === "Deployment" ? { "deployment.kubernetes.io/revision": String(rng.int(2, 40)) } : {},
      },
      spec:
        kind === "DaemonSet"
          ? { selector, template, updateStrategy: { type: "RollingUpdate" } }
          : kind === "StatefulSet"
            ? { replicas, selector, serviceName: name, template, podManagementPolicy: "OrderedReady" }
            : {
                replicas,
                selector,
                template,
                strategy: {
                  type: "RollingUpdate",
                  rollingUpdate: { maxSurge: "25%", maxUnavailable: "25%" },
                },
                revisionHistoryLimit: 10,
              },
      status:
        kind === "DaemonSet"
          ? {
              currentNumberScheduled: replicas,
              desiredNumberScheduled: replicas,
              numberReady: ready,
              numberAvailable: ready,
              numberUnavailable: replicas - ready,
              updatedNumberScheduled: replicas,
            }
          : {
              replicas,
              readyReplicas: ready,
              ...(kind === "Deployment"
                ? {
                    availableReplicas: ready,
                    updatedReplicas: replicas,
                    ...(ready < replicas ? { unavailableReplicas: replicas - ready } : {}),
                  }
                : { currentReplicas: replicas, updatedReplicas: replicas }),
              observedGeneration: rng.int(2, 60),
              ...(kind === "Deployment"
                ? {
                    conditions: [
                      {
                        type: "Available",
                        status: ready >= Math.ceil(replicas * 0.75) ? "True" : "False",
                        reason:
                          ready >= Math.ceil(replicas * 0.75)
                            ? "MinimumReplicasAvailable"
                            : "MinimumReplicasUnavailable",
                        lastUpdateTime: ago(rng.int(10, 3000)),
                      },
                      {
                        type: "Progressing",
                        status: name === "recommendations" && ns === "prod" ? "False" : "True",
                        reason:
                          name === "recommendations" && ns === "prod"
                            ? "ProgressDeadlineExceeded"
                            : "NewReplicaSetAvailable",
                        lastUpdateTime: ago(rng.int(10, 3000)),
                      },
                    ],
                  }
                : {}),
            },
    });
  };
  const service = (ns: string, name: string, app: string, port: number, type = "ClusterIP") =>
    objects.push({
      apiVersion: "v1",
      kind: "Service",
      metadata: meta(name, ns, rng.int(20, 400) * 24 * 60, { app }),
      spec: {
        type,
        selector: { app },
        clusterIP: `172.20.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        ports: [{ name: "http", port: port === 3000 ? 80 : port, targetPort: port, protocol: "TCP" }],
      },
      status:
        type === "LoadBalancer"
          ? {
              loadBalancer: {
                ingress: [
                  { hostname: "a3f9c1e7b2d84e6f9a0b1c2d3e4f5a6b-1234567890.eu-west-1.elb.amazonaws.com" },
                ],
              },
            }
          : { loadBalancer: {} },
    });

  // Shop apps in prod, staging, dev
  for (const env of ["prod", "staging", "dev"]) {
    for (const a of APPS) {
      const replicas = env === "prod" ? a.prod : env === "staging" ? 2 : 1;
      const image = `registry.example.com/shop/${a.name}:${ENV_TAG[env](a)}`;
      const labels = {
        app: a.name,
        tier: a.tier,
        team: a.team,
        "app.kubernetes.io/part-of": "shop",
        environment: env,
      };
      const hashPart =
        a.name === "checkout" && env === "prod"
          ? "6f8d9c7b4"
          : a.name === "payments" && env === "prod"
            ? "5b7c8d9f6"
            : a.name === "recommendations" && env === "prod"
              ? "8c6b7d5f9"
              : a.name === "search" && env === "prod"
                ? "7c9d5f8b6"
                : a.name === "notifications" && env === "staging"
                  ? "74b9c6d8f5"
                  : a.name === "image-resizer" && env === "dev"
                    ? "5d8f7c6b9"
                    : hash();
      const pods: K8sObject[] = [];
      for (let i = 0; i < replicas; i++)
        pods.push(
          addPod({
            ns: env,
            owner: a.name,
            ownerKind: "Deployment",
            hashPart,
            index: i,
            image,
            container: a.name,
            labels: { app: a.name, tier: a.tier, "pod-template-hash": hashPart },
            cpu: env === "prod" ? a.cpu : a.cpu / 4,
            mem: env === "prod" ? a.mem : a.mem / 2,
            port: a.port,
            node: a.name === "image-resizer" && env === "prod" ? "gpu-01" : undefined,
          }),
        );
      const ready = pods.filter((p) =>
        (p.status as { conditions: { type: string; status: string }[] }).conditions.some(
          (c) => c.type === "Ready" && c.status === "True",
        ),
      ).length;
      workload(env, a.name, "Deployment", replicas, image, labels, ready, rng.int(30, 400) * 24 * 60, a.port);
      service(env, a.name, a.name, a.port);
      objects.push({
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata: meta(`${a.name}-config`, env, rng.int(1, 200) * 24 * 60, { app: a.name }),
        data: {
          LOG_LEVEL: env === "prod" ? "info" : "debug",
          ENVIRONMENT: env,
          ...(a.name === "checkout"
            ? { PAYMENTS_URL: `http://payments.${env}.svc.cluster.local:8443`, CART_TTL_MINUTES: "30" }
            : {}),
          ...(a.name === "notifications"
            ? {
                SMTP_HOST: env === "staging" ? "smtp.staging.example.com" : "smtp.example.com",
                SMTP_PORT: "587",
              }
            : {}),
        },
      });
    }
  }

  // Infrastructure workloads
  for (const w of INFRA) {
    const name = w.name;
    const labels = { app: name, "app.kubernetes.io/name": name };
    const hashPart = w.kind === "Deployment" ? hash() : "";
    const pods: K8sObject[] = [];
    for (let i = 0; i < w.replicas; i++)
      pods.push(
        addPod({
          ns: w.ns,
          owner: name,
          ownerKind: w.kind,
          hashPart,
          index: i,
          image: w.image,
          container: name.replace(/^argocd-/, "").replace(/-controller$/, ""),
          labels: { app: name, ...(hashPart ? { "pod-template-hash": hashPart } : {}) },
          cpu: w.cpu,
          mem: w.mem,
          node: w.kind === "DaemonSet" ? NODE_NAMES[i] : undefined,
          podName: w.kind === "DaemonSet" ? `${name}-${rand(5)}` : undefined,
        }),
      );
    const ready = pods.filter((p) =>
      (p.status as { conditions: { type: string; status: string }[] }).conditions.some(
        (c) => c.type === "Ready" && c.status === "True",
      ),
    ).length;
    workload(w.ns, name, w.kind, w.replicas, w.image, labels, ready, rng.int(60, 600) * 24 * 60);
    if (w.kind !== "DaemonSet")
      service(
        w.ns,
        name,
        name,
        name === "ingress-nginx-controller" ? 443 : 8080,
        name === "ingress-nginx-controller" ? "LoadBalancer" : "ClusterIP",
      );
  }
  objects.push({
    apiVersion: "v1",
    kind: "Service",
    metadata: meta("kubernetes", "default", 600 * 24 * 60, {
      component: "apiserver",
      provider: "kubernetes",
    }),
    spec: {
      type: "ClusterIP",
      clusterIP: "172.20.0.1",
      ports: [{ name: "https", port: 443, targetPort: 443, protocol: "TCP" }],
    },
    status: { loadBalancer: {} },
  });
  for (const ns of NS_LIST)
    objects.push({
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: meta("kube-root-ca.crt", ns, 300 * 24 * 60),
      data: { "ca.crt": "-----BEGIN CERTIFICATE-----\nMIIC…\n-----END CERTIFICATE-----\n" },
    });

  // Ingresses
  const ingress = (ns: string, name: string, host: string, svc: string, port: number) =>
    objects.push({
      apiVersion: "networking.k8s.io/v1",
      kind: "Ingress",
      metadata: {
        ...meta(name, ns, rng.int(30, 300) * 24 * 60, { app: svc }),
        annotations: { "cert-manager.io/cluster-issuer": "letsencrypt-prod" },
      },
      spec: {
        ingressClassName: "nginx",
        tls: [{ hosts: [host], secretName: `${name}-tls` }],
        rules: [
          {
            host,
            http: {
              paths: [
                {
                  path: "/",
                  pathType: "Prefix",
                  backend: { service: { name: svc, port: { number: port } } },
                },
              ],
            },
          },
        ],
      },
      status: {
        loadBalancer: {
          ingress: [{ hostname: "a3f9c1e7b2d84e6f9a0b1c2d3e4f5a6b-1234567890.eu-west-1.elb.amazonaws.com" }],
        },
      },
    });
  ingress("prod", "frontend", "shop.example.com", "frontend", 80);
  ingress("prod", "api-gateway", "api.example.com", "api-gateway", 8080);
  ingress("staging", "frontend", "staging.shop.example.com", "frontend", 80);
  ingress("staging", "api-gateway", "api.staging.example.com", "api-gateway", 8080);
  ingress("dev", "frontend", "dev.shop.example.com", "frontend", 80);
  ingress("monitoring", "grafana", "grafana.internal.example.com", "grafana", 8080);
  ingress("argocd", "argocd-server", "argocd.internal.example.com", "argocd-server", 8080);

  // CronJobs and their Jobs (and the Jobs' pods)
  for (const c of CRONS) {
    const lastOk = c.runs.find((r) => r >= 0);
    objects.push({
      apiVersion: "batch/v1",
      kind: "CronJob",
      metadata: meta(c.name, c.ns, rng.int(60, 400) * 24 * 60, { app: c.name }),
      spec: {
        schedule: c.schedule,
        suspend: c.suspend,
        concurrencyPolicy: "Forbid",
        successfulJobsHistoryLimit: 3,
        failedJobsHistoryLimit: 1,
        jobTemplate: {
          spec: {
            backoffLimit: 2,
            template: { spec: { containers: [{ name: c.name, image: c.image }], restartPolicy: "Never" } },
          },
        },
      },
      status: {
        ...(c.runs.length ? { lastScheduleTime: ago(Math.abs(c.runs[0])) } : {}),
        ...(lastOk !== undefined ? { lastSuccessfulTime: ago(Math.max(0, lastOk - 4)) } : {}),
      },
    });
    for (const r of c.runs) {
      const failed = r < 0;
      const minutes = Math.abs(r);
      const jobName = `${c.name}-${Math.floor((Date.parse(CLUSTER_NOW) / 60000 - minutes) / 1)}`;
      const running = minutes === 0;
      objects.push({
        apiVersion: "batch/v1",
        kind: "Job",
        metadata: {
          ...meta(jobName, c.ns, minutes, { app: c.name, "batch.kubernetes.io/job-name": jobName }),
          ownerReferences: [
            { apiVersion: "batch/v1", kind: "CronJob", name: c.name, uid: uid(), controller: true },
          ],
        },
        spec: { backoffLimit: 2, completions: 1, parallelism: 1 },
        status: running
          ? { active: 1, startTime: ago(minutes) }
          : failed
            ? {
                failed: 3,
                startTime: ago(minutes),
                conditions: [
                  {
                    type: "Failed",
                    status: "True",
                    reason: "BackoffLimitExceeded",
                    message: "Job has reached the specified backoff limit",
                    lastTransitionTime: ago(minutes - 14),
                  },
                ],
              }
            : {
                succeeded: 1,
                startTime: ago(minutes),
                completionTime: ago(Math.max(0, minutes - 4)),
                conditions: [
                  { type: "Complete", status: "True", lastTransitionTime: ago(Math.max(0, minutes - 4)) },
                ],
              },
      });
      addPod({
        ns: c.ns,
        owner: jobName,
        ownerKind: "Job",
        hashPart: "",
        index: 0,
        image: c.image,
        container: c.name,
        labels: { app: c.name, "batch.kubernetes.io/job-name": jobName },
        cpu: 100,
        mem: 200,
        podName: c.name === "etl-nightly" && failed ? "etl-nightly-29321400-fq7tz" : `${jobName}-${rand(5)}`,
        phaseOverride: running ? "Running" : failed ? "Failed" : "Succeeded",
        created: minutes,
      });
    }
  }

  // Events
  const events: K8sObject[] = [];
  const event = (
    ns: string,
    obj: { kind: string; name: string; namespace?: string },
    type: "Normal" | "Warning",
    reason: string,
    message: string,
    first: number,
    last: number,
    count: number,
    component: string,
  ) =>
    events.push({
      apiVersion: "v1",
      kind: "Event",
      metadata: {
        ...meta(
          `${obj.name}.${(0x17f3a2b4c5d6e7f8n + BigInt(events.length) * 7919n).toString(16)}`,
          ns,
          first,
        ),
      },
      involvedObject: {
        apiVersion:
          obj.kind === "Pod" || obj.kind === "Node"
            ? "v1"
            : obj.kind === "Job" || obj.kind === "CronJob"
              ? "batch/v1"
              : "apps/v1",
        kind: obj.kind,
        name: obj.name,
        ...(obj.namespace ? { namespace: obj.namespace } : {}),
      },
      reason,
      message,
      type,
      count,
      firstTimestamp: ago(first),
      lastTimestamp: ago(last),
      source: { component },
      reportingComponent: component,
    });
  const pod = (ns: string, name: string) => ({ kind: "Pod", name, namespace: ns });
  event(
    "prod",
    pod("prod", "checkout-6f8d9c7b4-zx7kq"),
    "Warning",
    "BackOff",
    "Back-off restarting failed container checkout in pod checkout-6f8d9c7b4-zx7kq_prod(3c1b…)",
    230,
    2,
    212,
    "kubelet",
  );
  event(
    "prod",
    pod("prod", "checkout-6f8d9c7b4-zx7kq"),
    "Normal",
    "Pulled",
    'Container image "registry.example.com/shop/checkout:v2.14.3" already present on machine',
    230,
    7,
    47,
    "kubelet",
  );
  event(
    "prod",
    pod("prod", "payments-5b7c8d9f6-r8hjd"),
    "Warning",
    "BackOff",
    "Back-off restarting failed container payments in pod payments-5b7c8d9f6-r8hjd_prod(9e2f…)",
    95,
    4,
    61,
    "kubelet",
  );
  event(
    "prod",
    pod("prod", "payments-5b7c8d9f6-m4tnv"),
    "Warning",
    "Unhealthy",
    "Readiness probe failed: HTTP probe failed with statuscode: 503",
    40,
    8,
    17,
    "kubelet",
  );
  event(
    "default",
    { kind: "Node", name: "worker-05" },
    "Warning",
    "OOMKilling",
    "Memory cgroup out of memory: Killed process 48213 (java) total-vm:4718592kB, anon-rss:1433600kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:3312kB oom_score_adj:984",
    19,
    19,
    1,
    "kernel-monitor",
  );
  for (const n of ["recommendations-8c6b7d5f9-kq4rx", "recommendations-8c6b7d5f9-vt2mn"]) {
    event(
      "prod",
      pod("prod", n),
      "Warning",
      "Failed",
      'Failed to pull image "registry.example.com/shop/recommendations:v2.4.0-rc1": rpc error: code = NotFound desc = failed to pull and unpack image "registry.example.com/shop/recommendations:v2.4.0-rc1": not found',
      175,
      12,
      39,
      "kubelet",
    );
    event("prod", pod("prod", n), "Warning", "Failed", "Error: ImagePullBackOff", 174, 3, 790, "kubelet");
    event(
      "prod",
      pod("prod", n),
      "Normal",
      "BackOff",
      'Back-off pulling image "registry.example.com/shop/recommendations:v2.4.0-rc1"',
      174,
      3,
      790,
      "kubelet",
    );
  }
  event(
    "prod",
    { kind: "Deployment", name: "recommendations", namespace: "prod" },
    "Normal",
    "ScalingReplicaSet",
    "Scaled up replica set recommendations-8c6b7d5f9 to 2",
    176,
    176,
    1,
    "deployment-controller",
  );
  event(
    "prod",
    pod("prod", "search-7c9d5f8b6-pq2lw"),
    "Warning",
    "FailedScheduling",
    "0/12 nodes are available: 1 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }, 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, 1 node(s) had untolerated taint {nvidia.com/gpu: true}, 9 Insufficient memory.",
    52,
    1,
    14,
    "default-scheduler",
  );
  event(
    "prod",
    { kind: "Deployment", name: "search", namespace: "prod" },
    "Normal",
    "ScalingReplicaSet",
    "Scaled up replica set search-7c9d5f8b6 to 10 from 9",
    52,
    52,
    1,
    "deployment-controller",
  );
  event(
    "staging",
    pod("staging", "notifications-74b9c6d8f5-wj8tn"),
    "Warning",
    "BackOff",
    "Back-off restarting failed container notifications in pod notifications-74b9c6d8f5-wj8tn_staging(51aa…)",
    700,
    1,
    2410,
    "kubelet",
  );
  event(
    "default",
    { kind: "Node", name: "worker-07" },
    "Normal",
    "NodeNotReady",
    "Node worker-07 status is now: NodeNotReady",
    26,
    26,
    1,
    "node-controller",
  );
  for (const p of objects
    .filter((o) => o.kind === "Pod" && (o.spec as { nodeName?: string }).nodeName === "worker-07")
    .slice(0, 12))
    event(
      p.metadata.namespace as string,
      pod(p.metadata.namespace as string, p.metadata.name),
      "Warning",
      "NodeNotReady",
      "Node is not ready",
      25,
      25,
      1,
      "node-controller",
    );
  event(
    "dev",
    pod("dev", "image-resizer-5d8f7c6b9-xv4pl"),
    "Warning",
    "Evicted",
    "The node was low on resource: memory. Threshold quantity: 100Mi, available: 88236Ki.",
    168,
    168,
    1,
    "kubelet",
  );
  event(
    "data",
    { kind: "Job", name: "etl-nightly-29321400", namespace: "data" },
    "Warning",
    "BackoffLimitExceeded",
    "Job has reached the specified backoff limit",
    586,
    586,
    1,
    "job-controller",
  );
  event(
    "data",
    { kind: "CronJob", name: "etl-nightly", namespace: "data" },
    "Normal",
    "SawCompletedJob",
    "Saw completed job: etl-nightly-29321400, status: Failed",
    585,
    585,
    1,
    "cronjob-controller",
  );
  event(
    "prod",
    { kind: "Deployment", name: "frontend", namespace: "prod" },
    "Normal",
    "ScalingReplicaSet",
    `Scaled up replica set frontend-${hash()} to 20 from 16`,
    40,
    40,
    1,
    "deployment-controller",
  );
  for (const m of [60, 0])
    event(
      "prod",
      { kind: "CronJob", name: "report-generator", namespace: "prod" },
      "Normal",
      "SuccessfulCreate",
      `Created job report-generator-${Date.parse(CLUSTER_NOW) / 60000 - m}`,
      m,
      m,
      1,
      "cronjob-controller",
    );
  event(
    "staging",
    { kind: "Job", name: `cart-cleanup-${Date.parse(CLUSTER_NOW) / 60000 - 30}`, namespace: "staging" },
    "Warning",
    "BackoffLimitExceeded",
    "Job has reached the specified backoff limit",
    16,
    16,
    1,
    "job-controller",
  );
  event(
    "monitoring",
    pod("monitoring", "prometheus-server-0"),
    "Warning",
    "Unhealthy",
    'Liveness probe failed: Get "http://10.244.4.17:9090/-/healthy": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
    300,
    150,
    3,
    "kubelet",
  );
  event(
    "cert-manager",
    { kind: "Certificate", name: "grafana-tls", namespace: "monitoring" },
    "Normal",
    "Issuing",
    "The certificate has been successfully issued",
    480,
    480,
    1,
    "cert-manager-certificates-issuing",
  );
  // routine Normal events over the last 12 hours
  const reasons: [string, string][] = [
    ["Scheduled", "Successfully assigned {ns}/{pod} to {node}"],
    ["Pulling", 'Pulling image "{image}"'],
    [
      "Pulled",
      'Successfully pulled image "{image}" in 2.41s (2.41s including waiting). Image size: 48211355 bytes.',
    ],
    ["Created", "Created container {c}"],
    ["Started", "Started container {c}"],
    ["Killing", "Stopping container {c}"],
  ];
  const recentPods = objects.filter(
    (o) => o.kind === "Pod" && (o.status as { phase: string }).phase === "Running",
  );
  for (let i = 0; i < 100; i++) {
    const p = rng.pick(recentPods);
    const [reason, tpl] = rng.pick(reasons);
    const c = (p.spec as { containers: { name: string; image: string }[] }).containers[0];
    const m = rng.int(1, 720);
    event(
      p.metadata.namespace as string,
      pod(p.metadata.namespace as string, p.metadata.name),
      "Normal",
      reason,
      tpl
        .replace("{ns}", p.metadata.namespace as string)
        .replace("{pod}", p.metadata.name)
        .replace("{node}", (p.spec as { nodeName: string }).nodeName)
        .replace("{image}", c.image)
        .replace("{c}", c.name),
      m,
      m,
      1,
      reason === "Scheduled" ? "default-scheduler" : "kubelet",
    );
  }
  events.sort((a, b) => String(a.lastTimestamp).localeCompare(String(b.lastTimestamp)));
  objects.push(...events);

  const helm: HelmRelease[] = [
    {
      name: "ingress-nginx",
      namespace: "ingress-nginx",
      revision: 7,
      updated: "2025-09-18 09:41:22.104512 +0000 UTC",
      status: "deployed",
      chart: "ingress-nginx-4.11.2",
      app_version: "1.11.2",
    },
    {
      name: "cert-manager",
      namespace: "cert-manager",
      revision: 4,
      updated: "2025-08-27 14:02:51.55301 +0000 UTC",
      status: "deployed",
      chart: "cert-manager-v1.15.3",
      app_version: "v1.15.3",
    },
    {
      name: "kube-prometheus-stack",
      namespace: "monitoring",
      revision: 23,
      updated: "2025-09-29 16:20:03.902114 +0000 UTC",
      status: "deployed",
      chart: "kube-prometheus-stack-62.3.1",
      app_version: "v0.76.1",
    },
    {
      name: "loki",
      namespace: "monitoring",
      revision: 11,
      updated: "2025-09-10 11:15:40.33012 +0000 UTC",
      status: "deployed",
      chart: "loki-6.12.0",
      app_version: "3.1.1",
    },
    {
      name: "promtail",
      namespace: "monitoring",
      revision: 6,
      updated: "2025-09-10 11:17:12.81101 +0000 UTC",
      status: "deployed",
      chart: "promtail-6.16.5",
      app_version: "3.0.0",
    },
    {
      name: "argo-cd",
      namespace: "argocd",
      revision: 15,
      updated: "2025-09-22 08:05:44.23911 +0000 UTC",
      status: "deployed",
      chart: "argo-cd-7.5.2",
      app_version: "v2.12.3",
    },
    {
      name: "metrics-server",
      namespace: "kube-system",
      revision: 3,
      updated: "2025-06-12 10:00:19.1012 +0000 UTC",
      status: "deployed",
      chart: "metrics-server-3.12.1",
      app_version: "0.7.1",
    },
    {
      name: "cluster-autoscaler",
      namespace: "kube-system",
      revision: 9,
      updated: "2025-09-03 13:44:08.66345 +0000 UTC",
      status: "deployed",
      chart: "cluster-autoscaler-9.37.0",
      app_version: "1.30.0",
    },
    {
      name: "postgresql",
      namespace: "data",
      revision: 5,
      updated: "2025-08-14 07:30:55.1 +0000 UTC",
      status: "deployed",
      chart: "postgresql-15.5.20",
      app_version: "16.4.0",
    },
    {
      name: "redis",
      namespace: "data",
      revision: 8,
      updated: "2025-09-01 09:12:30.7 +0000 UTC",
      status: "deployed",
      chart: "redis-19.6.4",
      app_version: "7.2.5",
    },
    {
      name: "kafka",
      namespace: "data",
      revision: 12,
      updated: "2025-09-30 22:48:17.29113 +0000 UTC",
      status: "failed",
      chart: "kafka-30.0.5",
      app_version: "3.8.0",
    },
    {
      name: "preview-pr-482",
      namespace: "dev",
      revision: 1,
      updated: "2025-10-01 11:51:02.77 +0000 UTC",
      status: "pending-install",
      chart: "shop-preview-0.3.1",
      app_version: "pr-482",
    },
  ];

  return { objects, helm, podMetrics, nodeMetrics, logs };
}

function logLines(
  rng: ReturnType<typeof createRng>,
  owner: string,
  podName: string,
  fx: Fixed | undefined,
  phase: string,
): string[] {
  const out: string[] = [];
  const t = (m: number) => new Date(Date.parse(CLUSTER_NOW) - m * 60_000).toISOString();
  if (fx?.waiting?.reason === "ImagePullBackOff" || phase === "Pending") return out;
  if (podName === "checkout-6f8d9c7b4-zx7kq") {
    out.push(
      `${t(8)} INFO  starting checkout service v2.14.3 (pod ${podName})`,
      `${t(8)} INFO  connecting to payments at http://payments.prod.svc.cluster.local:8443`,
      `${t(7.9)} ERROR payments health check failed: dial tcp 172.20.41.7:8443: connect: connection refused`,
      `${t(7.9)} ERROR failed to initialise payment client: retries exhausted (5/5)`,
      `${t(7.9)} FATAL exiting: dependency payments unavailable`,
    );
    return out;
  }
  if (podName === "payments-5b7c8d9f6-r8hjd") {
    out.push(
      `${t(10)} INFO  payments v5.0.2 started, JVM heap max 1024m`,
      `${t(9.6)} WARN  GC overhead: 91% of time in GC over the last 30s`,
      `${t(9.2)} ERROR java.lang.OutOfMemoryError: Java heap space`,
      `${t(9.2)} ERROR \tat com.example.payments.ledger.LedgerCache.load(LedgerCache.java:212)`,
    );
    return out;
  }
  if (podName === "notifications-74b9c6d8f5-wj8tn") {
    out.push(
      `${t(3)} level=info msg="notifications worker starting" version=v1.5.0-rc.1`,
      `${t(3)} level=error msg="config: SMTP_PASSWORD is not set"`,
      `${t(3)} level=fatal msg="cannot start without SMTP credentials"`,
    );
    return out;
  }
  const n = rng.int(6, 14);
  for (let i = n; i > 0; i--) {
    const m = i * rng.int(1, 5);
    out.push(
      rng.chance(0.08)
        ? `${t(m)} WARN  slow request: GET /healthz took ${rng.int(900, 2400)}ms`
        : `${t(m)} INFO  ${owner} handled ${rng.int(20, 900)} requests (p99 ${rng.int(8, 180)}ms)`,
    );
  }
  return out;
}
