"""What the training scripts share: the warm-up-and-decay schedule, and a checkpoint that is
saved every few steps and resumed only into the same run.

A checkpoint carries a description of its run (length, batch, data size, …): resuming one from
another run would carry over a schedule and a place in the data that no longer fit, so it is
refused with a message saying which file to remove.
"""
import os

import torch


def warmup_then_linear_decay(optimiser, warmup, steps):
    """Linear warm-up over `warmup` steps, then a linear decay to zero at `steps`."""
    return torch.optim.lr_scheduler.LambdaLR(
        optimiser, lambda step: min(1.0, (step + 1) / warmup) * max(0.0, 1 - step / max(steps, 1))
    )


class Checkpoint:
    """OUT/checkpoint.pt for one run: `resume` returns the step to go on from (0 when new)."""

    def __init__(self, folder, run, model, optimiser, schedule):
        os.makedirs(folder, exist_ok=True)
        self.path = os.path.join(folder, "checkpoint.pt")
        self.run, self.model, self.optimiser, self.schedule = run, model, optimiser, schedule

    def resume(self):
        if not os.path.exists(self.path):
            return 0
        state = torch.load(self.path)
        if state.get("run") != self.run:
            raise SystemExit(f"{self.path} is from another run ({state.get('run')}, not {self.run}): remove it to start again")
        self.model.load_state_dict(state["model"])
        self.optimiser.load_state_dict(state["optimiser"])
        self.schedule.load_state_dict(state["schedule"])
        torch.set_rng_state(state["rng"])
        print(f"resumed at step {state['step']} of {self.run['steps']}")
        return state["step"]

    def save(self, step):
        torch.save({"model": self.model.state_dict(), "optimiser": self.optimiser.state_dict(),
                    "schedule": self.schedule.state_dict(), "rng": torch.get_rng_state(), "step": step,
                    "run": self.run}, self.path)
