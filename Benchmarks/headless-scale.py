#!/usr/bin/env python3
"""Runs `arcade --headless` at scale and reports what Benchmarks/README.md's headless rows give: the summary
lines printed, the time to the first line and to the end, and the peak resident memory (VmHWM) of the parent
and of every worker, sampled from /proc every 10 ms (a process's last sample before it ends is its peak).

    python3 Benchmarks/headless-scale.py [OPTION] -- .build/release/arcade ARGS...

One option at most, each timing how a stop is honoured:
  --term-after S           SIGTERM to the parent S seconds after the start: the time from it to the parent's end
  --term-at-first-line     the same, as the first line comes
  --kill-after S           SIGKILL to the parent S seconds after the start (once its workers exist): the time from
                           it until every worker has ended (gone, or a zombie)
  --freeze-worker-after S  SIGSTOP to the worker with the lowest process id S seconds after the start (once the
                           workers exist), then SIGTERM to the parent: the time from it to the parent's end
"""
import os
import signal
import subprocess
import sys
import threading
import time


def peak_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def children(pid):
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as listed:
            return [int(p) for p in listed.read().split()]
    except OSError:
        return []


def running(pid):
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def main():
    arguments = sys.argv[1:]
    option, delay = None, 0.0
    if arguments and arguments[0] != "--":
        option = arguments.pop(0)
        if option != "--term-at-first-line":
            delay = float(arguments.pop(0))
    if option not in (None, "--term-after", "--term-at-first-line", "--kill-after", "--freeze-worker-after") \
            or not arguments or arguments[0] != "--":
        sys.exit(__doc__)
    command = arguments[1:]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, env=env)
    peaks, workers = {}, set()
    done = threading.Event()
    signalled = None
    after_signal = None

    def sample():
        while not done.is_set():
            for pid in [process.pid] + children(process.pid):
                kb = peak_kb(pid)
                if kb is not None:
                    peaks[pid] = max(peaks.get(pid, 0), kb)
                if pid != process.pid:
                    workers.add(pid)
            time.sleep(0.01)

    def stop():
        nonlocal signalled, after_signal
        time.sleep(delay)
        if option == "--term-after":
            signalled = time.monotonic()
            process.send_signal(signal.SIGTERM)
            return
        while len(children(process.pid)) < 2 and process.poll() is None:
            time.sleep(0.001)
        found = children(process.pid)
        if option == "--kill-after":
            signalled = time.monotonic()
            process.send_signal(signal.SIGKILL)
            while any(running(pid) for pid in found):
                time.sleep(0.001)
            after_signal = f"every worker ended {time.monotonic() - signalled:.3f} s after SIGKILL"
        else:
            os.kill(min(found), signal.SIGSTOP)
            signalled = time.monotonic()
            process.send_signal(signal.SIGTERM)

    sampler = threading.Thread(target=sample)
    sampler.start()
    stopper = threading.Thread(target=stop) if option not in (None, "--term-at-first-line") else None
    if stopper:
        stopper.start()
    first = None
    lines = 0
    for _ in process.stdout:
        lines += 1
        if first is None:
            first = time.monotonic() - start
            if option == "--term-at-first-line":
                signalled = time.monotonic()
                process.send_signal(signal.SIGTERM)
    status = process.wait()
    end = time.monotonic()
    if stopper:
        stopper.join()
    done.set()
    sampler.join()
    if after_signal is None and signalled is not None:
        after_signal = f"ended {end - signalled:.3f} s after the signal"
    print(f"exit {status}, {lines} lines, first line after {first if first is not None else float('nan'):.3f} s, "
          f"all in {end - start:.2f} s" + (f"; {after_signal}" if after_signal else ""))
    parent = peaks.pop(process.pid, 0)
    print(f"peak RSS: parent {parent / 1024:.1f} MB; workers "
          + (", ".join(f"{peaks[pid] / 1024:.1f}" for pid in sorted(workers) if pid in peaks) or "-") + " MB")


if __name__ == "__main__":
    main()
