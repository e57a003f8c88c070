# Hex Roller: its refusals, prompts, log lines, score breakdown, sheet and controls.
