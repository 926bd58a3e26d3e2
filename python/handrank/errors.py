"""The error base: every error the package raises is a :class:`HandrankError`."""

from __future__ import annotations

__all__ = ["HandrankError"]


class HandrankError(ValueError):
    """The base of every error handrank raises: bad input named with the reason it is refused.

    A ``ValueError``, so code that catches ``ValueError`` keeps working; an error that is also
    a ``TypeError`` (a value of the wrong type) derives from both.

    >>> import handrank as hr
    >>> try:
    ...     hr.evaluate("As Ks Qs Js Zz")
    ... except hr.HandrankError as e:
    ...     print(type(e).__name__, isinstance(e, ValueError))
    CardError True
    """
