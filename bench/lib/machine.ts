import os from 'node:os';

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
}

export function machineInfo(): MachineInfo {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

export function machineLine(info: MachineInfo = machineInfo()): string {
  return `${info.cpus} CPU (nproc; ${info.cpuModel}), ${info.memoryGiB} GiB memory, Node ${info.node}, ${info.platform}`;
}
