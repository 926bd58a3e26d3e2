import os
import sys
from pathlib import Path

# the table generator's reference evaluators (tools/tablegen/reference*.py) are test oracles
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from hypothesis import settings  # noqa: E402

# Property tests: 200 examples by default; HYPOTHESIS_PROFILE=deep for a long search.
settings.register_profile("default", max_examples=200, deadline=None)
settings.register_profile("deep", max_examples=5000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
