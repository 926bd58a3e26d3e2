"""The error base: every error the package raises is a :class:`HandrankError`."""

from __future__ import annotations

from typing import Any, TypeVar

__all__ = ["HandrankError"]

_E = TypeVar("_E", bound="HandrankError")


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

    An error may also carry what it is (``what``) and the parts of its message (``parts``), so
    that ``handrank.text.errors.error_text`` can say it in another language.
    """

    #: What refusal this is: the key of its words in ``handrank.text.errors`` (``""``: the
    #: message is all there is).
    what: str = ""
    #: The parts of the message by name (the bad token, the game, ...).
    parts: dict[str, Any] = {}

    def worded(self: _E, what: str, /, **parts: Any) -> _E:
        """This error, saying which refusal it is and the parts of its message.

        >>> e = HandrankError("'Zz': unknown rank 'Z'").worded("card.rank", token="Zz", rank="Z")
        >>> e.what, e.parts["rank"], str(e)
        ('card.rank', 'Z', "'Zz': unknown rank 'Z'")
        """
        self.what, self.parts = what, dict(parts)
        return self

    @classmethod
    def recast(cls: type[_E], error: BaseException) -> _E:
        """An error of this class with ``error``'s message, and its refusal and parts if it has them.

        >>> inner = HandrankError("card As is given twice").worded("card.twice", card="As")
        >>> e = HandrankError.recast(inner)
        >>> str(e), e.what
        ('card As is given twice', 'card.twice')
        """
        made = cls(str(error))
        what = getattr(error, "what", "")
        return made.worded(what, **getattr(error, "parts", {})) if what else made

    @classmethod
    def within(cls: type[_E], label: str, error: BaseException) -> _E:
        """An error of this class for ``error`` met in a part of the input named ``label`` (the
        board, a player): ``label: message``, carrying ``error``'s refusal and parts.

        >>> inner = HandrankError("card As is given twice").worded("card.twice", card="As")
        >>> e = HandrankError.within("board", inner)
        >>> str(e), e.what, e.parts["why"]
        ('board: card As is given twice', 'part', ('card.twice', {'card': 'As'}))
        """
        made = cls(f"{label}: {error}")
        what = getattr(error, "what", "")
        if not what:
            return made
        return made.worded("part", label=label, why=(what, dict(getattr(error, "parts", {}))))
