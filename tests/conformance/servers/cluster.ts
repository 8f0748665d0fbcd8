/**
 * Fixture "cluster": a read-mostly Kubernetes MCP server in the style of the open-source
 * kubernetes-mcp-server — snake_case tools by resource (`pods_list`, `pods_get`, `pods_log`,
 * `pods_top`, `nodes_top`, `events_list`, `helm_list` …) and the GENERIC `resources_list` /
 * `resources_get`, whose entity is a parameter VALUE: REQUIRED `apiVersion` + `kind` ("apps/v1"
 * "Deployment", "v1" "Service", "batch/v1" "CronJob" …), optional `namespace` and `labelSelector`.
 * Results are Kubernetes objects as JSON text with NO output schema, deeply nested
 * (`{ apiVersion, kind: "PodList", items: [{ metadata, spec, status }], metadata: { continue } }`);
 * selectors in Kubernetes' own syntax (`app=checkout,tier!=cache`, `env in (prod,staging)`,
 * `status.phase=Running`, `spec.nodeName=worker-03`). Lists are paged: `limit` (default 100, at most
 * 500) and the `continue` token of the previous page's `metadata.continue`. `pods_get`, `pods_log`
 * and `resources_get` read the "default" namespace when none is given (as kubectl does).
 * `pods_top` / `nodes_top` return metrics.k8s.io usage ("250m", "512Mi"). Seven tools change the
 * cluster (`pods_delete`, `pods_exec`, `pods_run`, `resources_create_or_update`, `resources_delete`,
 * `helm_install`, `helm_uninstall`): never approved. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/cluster.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { CLUSTER_NOW, clusterData, type K8sObject } from "./cluster-data";

/** The tools an admin approves as reads. */
export const CLUSTER_READ_TOOLS = [
  "namespaces_list",
  "pods_list",
  "pods_list_in_namespace",
  "pods_get",
  "pods_log",
  "pods_top",
  "nodes_list",
  "nodes_top",
  "events_list",
  "resources_list",
  "resources_get",
  "helm_list",
];
export const CLUSTER_WRITE_TOOLS = [
  "pods_delete",
  "pods_exec",
  "pods_run",
  "resources_create_or_update",
  "resources_delete",
  "helm_install",
  "helm_uninstall",
];

const text = (s: string) => ({ content: [{ type: "text" as const, text: s }] });
const json = (value: unknown) => text(JSON.stringify(value));
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });

/** The resource types the API server knows: kind → apiVersion, namespaced, plural. */
const TYPES: Record<string, { apiVersion: string; namespaced: boolean; plural: string }> = {
  Pod: { apiVersion: "v1", namespaced: true, plural: "pods" },
  Service: { apiVersion: "v1", namespaced: true, plural: "services" },
  ConfigMap: { apiVersion: "v1", namespaced: true, plural: "configmaps" },
  Namespace: { apiVersion: "v1", namespaced: false, plural: "namespaces" },
  Node: { apiVersion: "v1", namespaced: false, plural: "nodes" },
  Event: { apiVersion: "v1", namespaced: true, plural: "events" },
  Secret: { apiVersion: "v1", namespaced: true, plural: "secrets" },
  PersistentVolumeClaim: { apiVersion: "v1", namespaced: true, plural: "persistentvolumeclaims" },
  Deployment: { apiVersion: "apps/v1", namespaced: true, plural: "deployments" },
  StatefulSet: { apiVersion: "apps/v1", namespaced: true, plural: "statefulsets" },
  DaemonSet: { apiVersion: "apps/v1", namespaced: true, plural: "daemonsets" },
  ReplicaSet: { apiVersion: "apps/v1", namespaced: true, plural: "replicasets" },
  Job: { apiVersion: "batch/v1", namespaced: true, plural: "jobs" },
  CronJob: { apiVersion: "batch/v1", namespaced: true, plural: "cronjobs" },
  Ingress: { apiVersion: "networking.k8s.io/v1", namespaced: true, plural: "ingresses" },
};

type Requirement = { key: string; op: "=" | "!=" | "in" | "notin" | "exists" | "!exists"; values: string[] };
/** Parses a label selector (`a=b,c!=d,e in (x,y),f notin (z),g,!h`); null when malformed. */
export function parseLabelSelector(s: string): Requirement[] | null {
  const out: Requirement[] = [];
  const parts: string[] = [];
  let depth = 0;
  let cur = "";
  for (const ch of s) {
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (ch === "," && depth === 0) {
      parts.push(cur);
      cur = "";
    } else cur += ch;
  }
  if (cur.trim()) parts.push(cur);
  for (const raw of parts) {
    const p = raw.trim();
    if (!p) continue;
    let m = /^([\w./-]+)\s+(in|notin)\s+\(([^)]*)\)$/.exec(p);
    if (m) {
      out.push({ key: m[1], op: m[2] as "in" | "notin", values: m[3].split(",").map((v) => v.trim()) });
      continue;
    }
    m = /^([\w./-]+)\s*(==|=|!=)\s*([\w.-]*)$/.exec(p);
    if (m) {
      out.push({ key: m[1], op: m[2] === "!=" ? "!=" : "=", values: [m[3]] });
      continue;
    }
    m = /^(!?)([\w./-]+)$/.exec(p);
    if (m) {
      out.push({ key: m[2], op: m[1] ? "!exists" : "exists", values: [] });
      continue;
    }
    return null;
  }
  return out;
}
const matches = (get: (k: string) => string | undefined, reqs: Requirement[]) =>
  reqs.every((r) => {
    const v = get(r.key);
    switch (r.op) {
      case "=":
        return v === r.values[0];
      case "!=":
        return v !== r.values[0];
      case "in":
        return v !== undefined && r.values.includes(v);
      case "notin":
        return v === undefined || !r.values.includes(v);
      case "exists":
        return v !== undefined;
      default:
        return v === undefined;
    }
  });
const FIELDS: Record<string, (o: K8sObject) => string | undefined> = {
  "metadata.name": (o) => o.metadata.name,
  "metadata.namespace": (o) => o.metadata.namespace,
  "status.phase": (o) => (o.status as { phase?: string } | undefined)?.phase,
  "spec.nodeName": (o) => (o.spec as { nodeName?: string } | undefined)?.nodeName ?? "",
  "spec.restartPolicy": (o) => (o.spec as { restartPolicy?: string } | undefined)?.restartPolicy,
  "spec.schedulerName": () => "default-scheduler",
  "spec.serviceAccountName": (o) =>
    (o.spec as { serviceAccountName?: string } | undefined)?.serviceAccountName,
  "status.podIP": (o) => (o.status as { podIP?: string } | undefined)?.podIP,
};

const paging = {
  limit: z.number().int().optional().describe("Maximum number of items to return (default 100, max 500)"),
  continue: z
    .string()
    .optional()
    .describe("Continue token from the metadata.continue of a previous list response"),
};
const cont = (n: number) =>
  Buffer.from(JSON.stringify({ v: "meta.k8s.io/v1", rv: 4812977, start: n })).toString("base64");
const uncont = (t: string | undefined): number | null => {
  if (t === undefined || t === "") return 0;
  try {
    const o = JSON.parse(Buffer.from(t, "base64").toString()) as { start?: unknown };
    return typeof o.start === "number" ? o.start : null;
  } catch {
    return null;
  }
};

export function createClusterServer(): McpServer {
  const { objects, helm, podMetrics, nodeMetrics, logs } = clusterData();
  const server = new McpServer({ name: "kubernetes-mcp-server", version: "0.0.52" });
  const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
  const namespaces = new Set(ofKind("Namespace").map((o) => o.metadata.name));

  /** Filters and pages a list in the API server's envelope, or an error result. */
  function list(
    kind: string,
    apiVersion: string,
    rows: K8sObject[],
    a: {
      namespace?: string;
      labelSelector?: string;
      fieldSelector?: string;
      limit?: number;
      continue?: string;
    },
  ) {
    let out = rows;
    if (a.namespace) out = out.filter((o) => o.metadata.namespace === a.namespace);
    if (a.labelSelector) {
      const reqs = parseLabelSelector(a.labelSelector);
      if (!reqs) return fail(`unable to parse requirement: invalid label selector "${a.labelSelector}"`);
      out = out.filter((o) => matches((k) => o.metadata.labels?.[k], reqs));
    }
    if (a.fieldSelector) {
      const reqs = parseLabelSelector(a.fieldSelector);
      if (!reqs || reqs.some((r) => r.op !== "=" && r.op !== "!="))
        return fail(`invalid field selector "${a.fieldSelector}": only =, == and != are supported`);
      const bad = reqs.find((r) => !FIELDS[r.key]);
      if (bad) return fail(`field label not supported: ${bad.key}`);
      out = out.filter((o) => matches((k) => FIELDS[k](o), reqs));
    }
    const limit = a.limit ?? 100;
    if (limit < 1 || limit > 500) return fail("limit must be between 1 and 500");
    const start = uncont(a.continue);
    if (start === null)
      return fail("the provided continue parameter is too old or malformed, please list again");
    const end = start + limit;
    return json({
      apiVersion,
      kind: `${kind}List`,
      metadata: {
        resourceVersion: "4812977",
        ...(end < out.length ? { continue: cont(end), remainingItemCount: out.length - end } : {}),
      },
      items: out.slice(start, end),
    });
  }
  const noNamespace = (ns: string | undefined) =>
    ns !== undefined && ns !== "" && !namespaces.has(ns) ? fail(`namespaces "${ns}" not found`) : undefined;

  server.registerTool(
    "namespaces_list",
    { description: "List all the Kubernetes namespaces in the current cluster", inputSchema: {} },
    async () => list("Namespace", "v1", ofKind("Namespace"), {}),
  );

  const podFilters = {
    labelSelector: z
      .string()
      .optional()
      .describe(
        "Optional Kubernetes label selector (e.g. 'app=myapp,env=prod' or 'app in (myapp,yourapp)'), use this option when you want to filter the pods by label",
      ),
    fieldSelector: z
      .string()
      .optional()
      .describe(
        "Optional Kubernetes field selector (e.g. 'status.phase=Running' or 'spec.nodeName=node-1'); supported fields: metadata.name, metadata.namespace, status.phase, spec.nodeName, spec.restartPolicy, status.podIP",
      ),
  };
  server.registerTool(
    "pods_list",
    {
      description: "List all the Kubernetes pods in the current cluster from all namespaces",
      inputSchema: { ...podFilters, ...paging },
    },
    async (a) => list("Pod", "v1", ofKind("Pod"), a),
  );
  server.registerTool(
    "pods_list_in_namespace",
    {
      description: "List all the Kubernetes pods in the specified namespace in the current cluster",
      inputSchema: {
        namespace: z.string().describe("Namespace to list pods from"),
        ...podFilters,
        ...paging,
      },
    },
    async (a) => noNamespace(a.namespace) ?? list("Pod", "v1", ofKind("Pod"), a),
  );

  const findPod = (name: string, namespace: string | undefined) =>
    ofKind("Pod").find((o) => o.metadata.name === name && o.metadata.namespace === (namespace || "default"));
  server.registerTool(
    "pods_get",
    {
      description: "Get a Kubernetes Pod in the current or provided namespace with the provided name",
      inputSchema: {
        namespace: z.string().optional().describe("Namespace to get the Pod from"),
        name: z.string().describe("Name of the Pod"),
      },
    },
    async (a) => {
      const p = findPod(a.name, a.namespace);
      return p ? json(p) : fail(`pods "${a.name}" not found`);
    },
  );

  server.registerTool(
    "pods_log",
    {
      description:
        "Get the logs of a Kubernetes Pod in the current or provided namespace with the provided name",
      inputSchema: {
        namespace: z.string().optional().describe("Namespace to get the Pod logs from"),
        name: z.string().describe("Name of the Pod to get the logs from"),
        container: z
          .string()
          .optional()
          .describe("Name of the Pod container to get the logs from (Optional)"),
        tail: z
          .number()
          .int()
          .optional()
          .describe("Number of lines to retrieve from the end of the logs (Optional, default: 100)"),
        previous: z.boolean().optional().describe("Return previous terminated container logs (Optional)"),
      },
    },
    async (a) => {
      const p = findPod(a.name, a.namespace);
      if (!p) return fail(`pods "${a.name}" not found`);
      const c = (p.spec as { containers: { name: string }[] }).containers[0].name;
      if (a.container && a.container !== c)
        return fail(`container ${a.container} is not valid for pod ${a.name}`);
      const phase = (p.status as { phase: string }).phase;
      if (phase === "Pending")
        return fail(
          `container "${c}" in pod "${a.name}" is waiting to start: trying and failing to pull image`,
        );
      const lines = logs.get(`${p.metadata.namespace}/${p.metadata.name}`) ?? [];
      const tail = a.tail ?? 100;
      return text(
        lines.slice(-Math.max(1, tail)).join("\n") || `The pod ${a.name} has not logged any message yet`,
      );
    },
  );

  server.registerTool(
    "pods_top",
    {
      description:
        "List the resource consumption (CPU and memory) as recorded by the Kubernetes Metrics Server for the specified Kubernetes Pods in the all namespaces, the provided namespace, or the current namespace",
      inputSchema: {
        all_namespaces: z
          .boolean()
          .optional()
          .describe("Whether to retrieve the pod metrics from all namespaces (Optional, default true)"),
        namespace: z.string().optional().describe("Namespace to get the Pods metrics from (Optional)"),
        name: z.string().optional().describe("Name of the Pod to get the metrics from (Optional)"),
        label_selector: z
          .string()
          .optional()
          .describe("Kubernetes label selector (e.g. 'app=myapp,env=prod') (Optional)"),
      },
    },
    async (a) => {
      const missing = noNamespace(a.namespace);
      if (missing) return missing;
      let rows = podMetrics;
      if (a.namespace) rows = rows.filter((m) => m.metadata.namespace === a.namespace);
      else if (a.all_namespaces === false) rows = rows.filter((m) => m.metadata.namespace === "default");
      if (a.name) rows = rows.filter((m) => m.metadata.name === a.name);
      if (a.label_selector) {
        const reqs = parseLabelSelector(a.label_selector);
        if (!reqs) return fail(`unable to parse requirement: invalid label selector "${a.label_selector}"`);
        const pods = new Map(ofKind("Pod").map((p) => [`${p.metadata.namespace}/${p.metadata.name}`, p]));
        rows = rows.filter((m) => {
          const p = pods.get(`${m.metadata.namespace}/${m.metadata.name}`);
          return p !== undefined && matches((k) => p.metadata.labels?.[k], reqs);
        });
      }
      if (a.name && rows.length === 0) return fail(`podmetrics.metrics.k8s.io "${a.name}" not found`);
      return json({
        kind: "PodMetricsList",
        apiVersion: "metrics.k8s.io/v1beta1",
        metadata: {},
        items: rows,
      });
    },
  );

  server.registerTool(
    "nodes_list",
    {
      description: "List all the Kubernetes nodes in the current cluster",
      inputSchema: {
        labelSelector: z
          .string()
          .optional()
          .describe("Optional Kubernetes label selector (e.g. 'node-role.kubernetes.io/worker')"),
      },
    },
    async (a) => list("Node", "v1", ofKind("Node"), { ...a, limit: 500 }),
  );

  server.registerTool(
    "nodes_top",
    {
      description:
        "List the resource consumption (CPU and memory) as recorded by the Kubernetes Metrics Server for the specified Kubernetes Nodes or all nodes in the cluster",
      inputSchema: {
        name: z
          .string()
          .optional()
          .describe("Name of the Node to get the resource consumption from (Optional)"),
        label_selector: z
          .string()
          .optional()
          .describe("Kubernetes label selector (e.g. 'node-role.kubernetes.io/worker=') (Optional)"),
      },
    },
    async (a) => {
      let rows = nodeMetrics;
      if (a.name) {
        rows = rows.filter((m) => m.metadata.name === a.name);
        if (!rows.length) return fail(`nodemetrics.metrics.k8s.io "${a.name}" not found`);
      }
      if (a.label_selector) {
        const reqs = parseLabelSelector(a.label_selector);
        if (!reqs) return fail(`unable to parse requirement: invalid label selector "${a.label_selector}"`);
        const nodes = new Map(ofKind("Node").map((n) => [n.metadata.name, n]));
        rows = rows.filter((m) => matches((k) => nodes.get(m.metadata.name)?.metadata.labels?.[k], reqs));
      }
      return json({
        kind: "NodeMetricsList",
        apiVersion: "metrics.k8s.io/v1beta1",
        metadata: {},
        items: rows,
      });
    },
  );

  server.registerTool(
    "events_list",
    {
      description: "List all the Kubernetes events in the current cluster from all namespaces",
      inputSchema: {
        namespace: z
          .string()
          .optional()
          .describe(
            "Optional Namespace to retrieve the events from. If not provided, will list events from all namespaces",
          ),
        ...paging,
      },
    },
    async (a) => noNamespace(a.namespace) ?? list("Event", "v1", ofKind("Event"), a),
  );

  const typeOf = (apiVersion: string, kind: string) => {
    const t = TYPES[kind];
    return t && t.apiVersion === apiVersion ? t : undefined;
  };
  server.registerTool(
    "resources_list",
    {
      description:
        "List Kubernetes resources and objects in the current cluster by providing their apiVersion and kind and optionally the namespace and label selector\n(common apiVersion and kind include: v1 Pod, v1 Service, v1 Node, apps/v1 Deployment, networking.k8s.io/v1 Ingress)",
      inputSchema: {
        apiVersion: z
          .string()
          .describe(
            "apiVersion of the resources (examples of valid apiVersion are: v1, apps/v1, networking.k8s.io/v1)",
          ),
        kind: z
          .string()
          .describe("kind of the resources (examples of valid kind are: Pod, Service, Deployment, Ingress)"),
        namespace: z
          .string()
          .optional()
          .describe(
            "Optional Namespace to retrieve the namespaced resources from (ignored in case of cluster scoped resources). If not provided, will list resources from all namespaces",
          ),
        labelSelector: z
          .string()
          .optional()
          .describe(
            "Optional Kubernetes label selector (e.g. 'app=myapp,env=prod' or 'app in (myapp,yourapp)'), use this option when you want to filter the pods by label",
          ),
        ...paging,
      },
    },
    async (a) => {
      const t = typeOf(a.apiVersion, a.kind);
      if (!t)
        return fail(`failed to list resources: no matches for kind "${a.kind}" in version "${a.apiVersion}"`);
      const missing = t.namespaced ? noNamespace(a.namespace) : undefined;
      if (missing) return missing;
      return list(a.kind, a.apiVersion, ofKind(a.kind), {
        ...a,
        namespace: t.namespaced ? a.namespace : undefined,
      });
    },
  );

  server.registerTool(
    "resources_get",
    {
      description:
        "Get a Kubernetes resource in the current cluster by providing its apiVersion, kind, optionally the namespace, and its name\n(common apiVersion and kind include: v1 Pod, v1 Service, v1 Node, apps/v1 Deployment, networking.k8s.io/v1 Ingress)",
      inputSchema: {
        apiVersion: z
          .string()
          .describe(
            "apiVersion of the resource (examples of valid apiVersion are: v1, apps/v1, networking.k8s.io/v1)",
          ),
        kind: z
          .string()
          .describe("kind of the resource (examples of valid kind are: Pod, Service, Deployment, Ingress)"),
        namespace: z
          .string()
          .optional()
          .describe(
            "Optional Namespace to retrieve the namespaced resource from (ignored in case of cluster scoped resources). If not provided, will get resource from configured namespace",
          ),
        name: z.string().describe("Name of the resource"),
      },
    },
    async (a) => {
      const t = typeOf(a.apiVersion, a.kind);
      if (!t)
        return fail(`failed to get resource: no matches for kind "${a.kind}" in version "${a.apiVersion}"`);
      const ns = t.namespaced ? a.namespace || "default" : undefined;
      const o = ofKind(a.kind).find((x) => x.metadata.name === a.name && x.metadata.namespace === ns);
      return o
        ? json(o)
        : fail(
            `${t.plural}.${a.apiVersion.includes("/") ? a.apiVersion.split("/")[0] : ""} "${a.name}" not found`.replace(
              '. "',
              ' "',
            ),
          );
    },
  );

  server.registerTool(
    "helm_list",
    {
      description:
        "List all the Helm releases in the current or provided namespace (or in all namespaces if specified)",
      inputSchema: {
        namespace: z
          .string()
          .optional()
          .describe("Namespace to list Helm releases from (Optional, all namespaces if not provided)"),
        all_namespaces: z
          .boolean()
          .optional()
          .describe(
            "If true, lists all Helm releases in all namespaces ignoring the namespace argument (Optional)",
          ),
      },
    },
    async (a) => {
      const rows = a.all_namespaces || !a.namespace ? helm : helm.filter((r) => r.namespace === a.namespace);
      return rows.length ? json(rows) : text("No Helm releases found");
    },
  );

  // Tools that change the cluster: never approved.
  const nsName = {
    namespace: z.string().optional().describe("Namespace of the Pod"),
    name: z.string().describe("Name of the Pod"),
  };
  server.registerTool(
    "pods_delete",
    {
      description: "Delete a Kubernetes Pod in the current or provided namespace with the provided name",
      inputSchema: nsName,
    },
    async (a) => text(`Pod deleted successfully: ${a.name}`),
  );
  server.registerTool(
    "pods_exec",
    {
      description:
        "Execute a command in a Kubernetes Pod in the current or provided namespace with the provided name and command",
      inputSchema: {
        ...nsName,
        command: z.array(z.string()).describe("Command to execute"),
        container: z.string().optional(),
      },
    },
    async () => text(""),
  );
  server.registerTool(
    "pods_run",
    {
      description:
        "Run a Kubernetes Pod in the current or provided namespace with the provided container image and optional name",
      inputSchema: {
        namespace: z.string().optional().describe("Namespace to run the Pod in"),
        name: z.string().optional().describe("Name of the Pod (Optional, random name if not provided)"),
        image: z.string().describe("Container Image to run in the Pod"),
        port: z
          .number()
          .optional()
          .describe(
            "TCP/IP port to expose from the Pod container (Optional, no port exposed if not provided)",
          ),
      },
    },
    async (a) => text(`Pod created: ${a.name ?? "pod-run"}`),
  );
  server.registerTool(
    "resources_create_or_update",
    {
      description:
        "Create or update a Kubernetes resource in the current cluster by providing a YAML or JSON representation of the resource",
      inputSchema: {
        resource: z
          .string()
          .describe("A JSON or YAML containing a representation of the Kubernetes resource"),
      },
    },
    async () => text("Resource created or updated"),
  );
  server.registerTool(
    "resources_delete",
    {
      description:
        "Delete a Kubernetes resource in the current cluster by providing its apiVersion, kind, optionally the namespace, and its name",
      inputSchema: {
        apiVersion: z.string().describe("apiVersion of the resource"),
        kind: z.string().describe("kind of the resource"),
        namespace: z.string().optional().describe("Namespace of the resource"),
        name: z.string().describe("Name of the resource"),
      },
    },
    async (a) => text(`Resource deleted successfully: ${a.kind}/${a.name}`),
  );
  server.registerTool(
    "helm_install",
    {
      description: "Install a Helm chart in the current or provided namespace",
      inputSchema: {
        chart: z
          .string()
          .describe(
            "Chart reference to install (for example: stable/grafana, oci://ghcr.io/nginxinc/charts/nginx-ingress)",
          ),
        values: z
          .record(z.string(), z.unknown())
          .optional()
          .describe("Values to pass to the Helm chart (Optional)"),
        name: z
          .string()
          .optional()
          .describe("Name of the Helm release (Optional, random name if not provided)"),
        namespace: z.string().optional().describe("Namespace to install the Helm chart in (Optional)"),
      },
    },
    async (a) => text(`Helm release installed: ${a.name ?? "release"} at ${CLUSTER_NOW}`),
  );
  server.registerTool(
    "helm_uninstall",
    {
      description: "Uninstall a Helm release in the current or provided namespace",
      inputSchema: {
        name: z.string().describe("Name of the Helm release to uninstall"),
        namespace: z.string().optional().describe("Namespace to uninstall the Helm release from (Optional)"),
      },
    },
    async (a) => text(`Uninstalled release ${a.name}`),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createClusterServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("cluster fixture server failed:", e);
      process.exit(1);
    });
}
