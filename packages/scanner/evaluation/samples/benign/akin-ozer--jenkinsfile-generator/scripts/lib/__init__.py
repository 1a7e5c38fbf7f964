"""
Shared utilities for Jenkinsfile generation
"""

from .common_patterns import (
    PipelinePatterns,
    StageTemplates,
    PostConditions,
    EnvironmentTemplates,
)

from .syntax_helpers import (
    GroovySyntax,
    DeclarativeSyntax,
    ScriptedSyntax,
    ValidationHelpers,
    FormattingHelpers,
)

__all__ = [
    # Common patterns
    'PipelinePatterns',
    'StageTemplates',
    'PostConditions',
    'EnvironmentTemplates',
    # Syntax helpers
    'GroovySyntax',
    'DeclarativeSyntax',
    'ScriptedSyntax',
    'ValidationHelpers',
    'FormattingHelpers',
]
