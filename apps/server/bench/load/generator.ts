/**
 * The load generator in a process of its own: runs one {@link LoadCase} (a JSON file named in
 * argv[2]) and prints its {@link LoadResult}, with this process's CPU time during the run, as
 * one JSON line.
 *
 *   node --import tsx bench/load/generator.ts /tmp/case.json
 */
import { readFileSync } from 'node:fs';
import { load, type LoadCase } from './autocannon-run.ts';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadCase;
const before = process.cpuUsage();
const result = await load(spec);
const cpu = process.cpuUsage(before);
process.stdout.write(`${JSON.stringify({ ...result, cpuUs: cpu.user + cpu.system })}\n`);
