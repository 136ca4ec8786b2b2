package dev.tablebook.model;

/**
 * How a designed table is found among the deployed ones when its name does not say it (the
 * design format's {@code deployed} field): its physical table name, the logical id of its
 * resource in a CloudFormation or SAM template, or its CDK construct path; null fields are not
 * stated. {@code drift} matches a deployed table on any one stated.
 */
public record Deployment(String name, String logicalId, String constructPath) {
}
