// Where a V8 CPU profile (node --cpu-prof) spent its time: the functions with the most self
// time, and self time added up by package (node_modules/<name>), by our own folders, and by
// Node's internals. Usage: node bench/cpu-profile-top.ts <file.cpuprofile | folder> [top=25]
import fs from "node:fs";
import path from "node:path";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const target = process.argv[2];
if (!target) throw new Error("usage: node bench/cpu-profile-top.ts <file or folder> [top]");
const top = Number(process.argv[3] ?? 25);
const files = fs.statSync(target).isDirectory()
  ? fs
      .readdirSync(target)
      .filter((f) => f.endsWith(".cpuprofile"))
      .map((f) => path.join(target, f))
  : [target];

/** The package or folder a script belongs to. */
function groupOf(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith("node:")) return url;
  const build = url.indexOf("/build/server/");
  if (build >= 0) return "build/server (our app)";
  const ours = url.match(/\/(server|app|db)\/[^/]+/);
  return ours ? ours[0].slice(1) : url;
}

for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const byFunction = new Map<string, number>();
  const byGroup = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"} ${url ? `${url.replace(/^.*node_modules\//, "")}:${lineNumber + 1}` : ""}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const group = groupOf(url, functionName);
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
  }
  const idle = (byGroup.get("(idle)") ?? 0) / 1000;
  const busy = total / 1000 - idle;
  const line = (label: string, us: number) =>
    `  ${((us / 1000 / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${label}`;
  process.stdout.write(
    `\n${path.basename(file)}: ${(total / 1000).toFixed(0)} ms sampled, ${busy.toFixed(0)} ms busy (percent of busy time)\nby package or folder:\n`,
  );
  for (const [group, us] of [...byGroup]
    .filter(([g]) => g !== "(idle)")
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    process.stdout.write(`${line(group, us)}\n`);
  process.stdout.write("functions by self time:\n");
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    process.stdout.write(`${line(name, us)}\n`);
}
