// Created by scaffold init. Tuist's configuration: it marks this folder as the root of the Tuist project.
import ProjectDescription

let tuist = Tuist(project: .tuist())
