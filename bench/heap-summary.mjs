/**
 * Summarize a V8 heap snapshot (BENCH_TQ_HEAP=FILE.heapsnapshot in bench/turn-queries.ts, or
 * v8.writeHeapSnapshot): self size by node type and constructor, and the objects retaining the most
 * (dominator tree, weak edges ignored). Run: `node --max-old-space-size=4096 bench/heap-summary.mjs FILE [TOP]`.
 */
import { readFileSync } from "node:fs";

const [file, topArg] = process.argv.slice(2);
const TOP = Number(topArg ?? 25);
const snap = JSON.parse(readFileSync(file, "utf8"));
const meta = snap.snapshot.meta;
const NF = meta.node_fields.length;
const EF = meta.edge_fields.length;
const nTypes = meta.node_fields.indexOf("type");
const nName = meta.node_fields.indexOf("name");
const nSelf = meta.node_fields.indexOf("self_size");
const nEdges = meta.node_fields.indexOf("edge_count");
const eType = meta.edge_fields.indexOf("type");
const eName = meta.edge_fields.indexOf("name_or_index");
const eTo = meta.edge_fields.indexOf("to_node");
const nodeTypes = meta.node_types[nTypes];
const edgeTypes = meta.edge_types[eType];
const { nodes, edges, strings } = snap;
const N = nodes.length / NF;

const firstEdge = new Uint32Array(N + 1);
for (let i = 0, e = 0; i < N; i++) {
  firstEdge[i] = e;
  e += nodes[i * NF + nEdges] * EF;
  firstEdge[i + 1] = e;
}
const weak = edgeTypes.indexOf("weak");
const shortcut = edgeTypes.indexOf("shortcut");
const succ = (i, f) => {
  for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) {
    const t = edges[e + eType];
    if (t === weak || t === shortcut) continue;
    f(edges[e + eTo] / NF, e);
  }
};

// Reverse postorder from the root (node 0), iterative DFS.
const order = new Int32Array(N).fill(-1);
const post = [];
const stack = [0];
const iter = new Uint32Array(N + 1);
const seen = new Uint8Array(N);
seen[0] = 1;
for (let i = 0; i < N; i++) iter[i] = firstEdge[i];
while (stack.length) {
  const v = stack[stack.length - 1];
  let pushed = false;
  while (iter[v] < firstEdge[v + 1]) {
    const e = iter[v];
    iter[v] += EF;
    const t = edges[e + eType];
    if (t === weak || t === shortcut) continue;
    const w = edges[e + eTo] / NF;
    if (!seen[w]) {
      seen[w] = 1;
      stack.push(w);
      pushed = true;
      break;
    }
  }
  if (!pushed) {
    stack.pop();
    order[v] = post.length;
    post.push(v);
  }
}
// Predecessors (reachable only).
const predCount = new Uint32Array(N + 1);
for (let i = 0; i < N; i++) if (seen[i]) succ(i, (w) => predCount[w]++);
const predStart = new Uint32Array(N + 1);
for (let i = 0; i < N; i++) predStart[i + 1] = predStart[i] + predCount[i];
const preds = new Uint32Array(predStart[N]);
const fill = predStart.slice();
for (let i = 0; i < N; i++) if (seen[i]) succ(i, (w) => (preds[fill[w]++] = i));

// Cooper–Harvey–Kennedy dominators over postorder numbers.
const idom = new Int32Array(N).fill(-1);
idom[0] = 0;
const intersect = (a, b) => {
  while (a !== b) {
    while (order[a] < order[b]) a = idom[a];
    while (order[b] < order[a]) b = idom[b];
  }
  return a;
};
for (let changed = true; changed; ) {
  changed = false;
  for (let k = post.length - 1; k >= 0; k--) {
    const v = post[k];
    if (v === 0) continue;
    let d = -1;
    for (let p = predStart[v]; p < predStart[v + 1]; p++) {
      const u = preds[p];
      if (idom[u] === -1) continue;
      d = d === -1 ? u : intersect(u, d);
    }
    if (d !== -1 && idom[v] !== d) {
      idom[v] = d;
      changed = true;
    }
  }
}
const retained = new Float64Array(N);
for (let i = 0; i < N; i++) retained[i] = nodes[i * NF + nSelf];
for (const v of post) if (v !== 0 && idom[v] >= 0) retained[idom[v]] += retained[v];

const mb = (v) => `${(v / 1048576).toFixed(2).padStart(8)} MB`;
const label = (i) =>
  `${nodeTypes[nodes[i * NF + nTypes]]} ${String(strings[nodes[i * NF + nName]]).slice(0, 70)}`;
let total = 0;
const byCtor = new Map();
for (let i = 0; i < N; i++) {
  const s = nodes[i * NF + nSelf];
  total += s;
  const k = label(i).replace(/^(string|concatenated string|sliced string) .*/, "$1");
  byCtor.set(k, (byCtor.get(k) ?? 0) + s);
}
console.log(`nodes ${N}, self total ${mb(total)}, reachable retained ${mb(retained[0])}`);
console.log("\n== self size by type/constructor");
for (const [k, v] of [...byCtor].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${mb(v)}  ${k}`);

// Largest retainers that are not the root's synthetic children: objects whose dominator is a root-ish node.
const edgeNameTo = (from, to) => {
  for (let e = firstEdge[from]; e < firstEdge[from + 1]; e += EF)
    if (edges[e + eTo] / NF === to) {
      const n = edges[e + eName];
      return edgeTypes[edges[e + eType]] === "element" || edgeTypes[edges[e + eType]] === "hidden"
        ? `[${n}]`
        : strings[n];
    }
  return "?";
};
const path = (i) => {
  const parts = [];
  for (let v = i, k = 0; v !== 0 && k < 6; k++, v = idom[v]) parts.push(`${edgeNameTo(idom[v], v)}`);
  return parts.reverse().join(" > ");
};
const candidates = [];
for (let i = 1; i < N; i++) {
  const t = nodeTypes[nodes[i * NF + nTypes]];
  if (t === "synthetic" || !seen[i]) continue;
  // Report an object when it retains ≥ 80% of nothing bigger: take nodes whose dominator is much bigger.
  if (retained[i] >= 256 * 1024 && retained[i] < 0.6 * retained[idom[i]]) candidates.push(i);
}
console.log("\n== objects retaining the most (each at most 60% of its dominator)");
for (const i of candidates.sort((a, b) => retained[b] - retained[a]).slice(0, TOP))
  console.log(`${mb(retained[i])}  ${label(i)}   via ${path(i)}`);
