"""``python -m handrank``: the ``handrank`` command."""

import sys

from .cli import main

sys.exit(main())
