import sys
from pathlib import Path

# the table generator's reference evaluators (tools/tablegen/reference*.py) are test oracles
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
